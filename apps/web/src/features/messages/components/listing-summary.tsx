import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { addressLines } from '../../../lib/format/listing-address';
import { ListingPhoto } from '../../../ui/listing-card/listing-photo';

/** The listing a conversation is about, at its top: photo, title, price and place, linked to the listing's page. */
export function ListingSummary({ listing }: { listing: TListingCard }) {
  const { t, i18n } = useTranslation('messaging');
  const formatMoney = useFormatMoney();
  const [street, place] = addressLines(listing.address, i18n.language);
  return (
    <section
      aria-label={t('thread.about')}
      className="relative flex items-center gap-3 rounded-xl border border-line bg-white p-2 focus-within:ring-2 focus-within:ring-primary"
    >
      <div className="w-24 shrink-0 overflow-hidden rounded-lg">
        <ListingPhoto photo={listing.photo} alt="" />
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">
          <Link to={`/listings/${listing._id}`} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {listing.title || street}
          </Link>
        </p>
        <p className="font-bold text-ink">{formatMoney(listing.price)}</p>
        <p className="truncate text-muted">{`${street}, ${place}`}</p>
      </div>
    </section>
  );
}
