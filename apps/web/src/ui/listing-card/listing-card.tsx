import { sizeInUnit, sizeUnitForCountry } from '@app/shared/domain/area';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../lib/format/format-money';
import { addressLines } from '../../lib/format/listing-address';
import { ListingPhoto } from './listing-photo';

/**
 * A listing in a grid: photo, price, beds (0 is a studio), baths, size and address. The whole
 * card is clickable through the address link's stretched hit area, so there is one tab stop.
 * `extra` goes under the price (the Results page's estimated monthly payment).
 */
export function ListingCard({ listing, extra }: { listing: TListingCard; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('home');
  const { _id: id } = listing;
  const locale = i18n.language;
  const formatMoney = useFormatMoney();
  const [street, place] = addressLines(listing.address, locale);
  const fullAddress = `${street}, ${place}`;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary hover:shadow-md">
      <ListingPhoto photo={listing.photo} alt={fullAddress} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xl font-bold text-ink">{formatMoney(listing.price)}</p>
        {extra}
        <ul className="flex flex-wrap gap-x-3 text-sm text-muted" aria-label={t('listingCard.facts')}>
          <li>{listing.beds === 0 ? t('listingCard.studio') : t('listingCard.beds', { count: listing.beds })}</li>
          <li>{t('listingCard.baths', { count: listing.baths })}</li>
          {listing.sizeSqft !== null && (
            <li>
              <SizeFact sqft={listing.sizeSqft} country={listing.address.country} />
            </li>
          )}
        </ul>
        <h3 className="mt-1 text-sm font-semibold text-ink">
          <Link to={`/listings/${id}`} className="after:absolute after:inset-0 after:content-[''] focus:outline-none">
            {street}
            <span className="sr-only">, {place}</span>
          </Link>
        </h3>
        <p className="text-sm text-muted">{place}</p>
      </div>
    </article>
  );
}

/** Square feet in the US; elsewhere square metres first (the shared conversion), square feet after. */
function SizeFact({ sqft, country }: { sqft: number; country: string }) {
  const { t } = useTranslation('home');
  if (sizeUnitForCountry(country) === 'sqft') return t('listingCard.sqft', { size: sqft });
  return t('listingCard.sqmAndSqft', { sqm: sizeInUnit(sqft, 'sqm'), sqft });
}
