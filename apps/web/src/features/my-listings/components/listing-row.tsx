import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { ListingPhoto } from '../../../ui/listing-card/listing-photo';
import { isDraft } from '../listing-groups';
import { addressLine, listingName } from '../listing-text';
import { ListingActions } from './listing-actions';
import { ListingBadges } from './listing-badges';

type ListingRowProps = {
  listing: TListingSummary;
  /** False on the overview page itself: no Overview entry, and the title is not a link. */
  overview?: boolean;
  onRemoved?(): void;
};

/** One of the owner's listings: photo, title, address, price, state and the actions menu. */
export function ListingRow({ listing, overview = true, onRemoved }: ListingRowProps) {
  const { t } = useTranslation(['myListings', 'options']);
  const formatMoney = useFormatMoney();
  const name = listingName(listing) || t('row.untitled');
  const address = addressLine(listing.address);
  const target = isDraft(listing) ? `/dashboard/listings/${listing._id}/edit` : `/dashboard/listings/${listing._id}/overview`;
  return (
    <article className="flex gap-3 rounded-xl border border-line bg-white p-3 sm:gap-4 sm:p-4">
      <div className="w-24 shrink-0 self-start overflow-hidden rounded-lg sm:w-36">
        <ListingPhoto photo={listing.photo} alt={name} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="break-words font-semibold text-ink">
            {overview ? (
              <Link to={target} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <p className="break-words text-sm text-muted">{address || t('row.noAddress')}</p>
          <p className="text-sm text-ink">
            <span className="text-base font-bold">{listing.price ? formatMoney(listing.price) : t('row.noPrice')}</span>
            {listing.propertyType && (
              <span className="text-muted">
                {' '}
                · {t(`options:propertyTypes.${listing.propertyType}`, { defaultValue: listing.propertyType })}
              </span>
            )}
          </p>
          <ListingBadges listing={listing} />
        </div>
        <ListingActions listing={listing} overview={overview} onRemoved={onRemoved} />
      </div>
    </article>
  );
}
