import { sizeUnitForCountry } from '@app/shared/domain/area';
import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { addressLines } from '../../../lib/format/listing-address';
import type { Viewer } from '../hooks/use-viewer';
import { useMeasures } from '../hooks/use-measures';
import { useOptionLabel } from '../hooks/use-option-label';
import { PriceTag } from './price-tag';

type PropertyHeaderProps = { listing: TPublicListing; viewer: Viewer };

/**
 * Title, address, price, beds (0 = Studio), baths, size and price per area, and the owner's status
 * note; everyone else sees when it is under offer.
 */
export function PropertyHeader({ listing, viewer }: PropertyHeaderProps) {
  const { t, i18n } = useTranslation('property');
  const [street, place] = addressLines(listing.address, i18n.language);
  const measures = useMeasures(viewer.unit, sizeUnitForCountry(listing.address.country));
  const facts = [
    listing.beds === null ? null : listing.beds === 0 ? t('header.studio') : t('header.beds', { count: listing.beds }),
    listing.baths === null ? null : t('header.baths', { count: listing.baths }),
    listing.sizeSqft ? measures.area(listing.sizeSqft) : null,
    listing.pricePerSqft ? measures.pricePerArea(listing.pricePerSqft) : null,
  ].filter((fact): fact is string => Boolean(fact));

  return (
    <header className="flex flex-col gap-3">
      {listing.viewer.owner && <OwnerStatus status={listing.status} />}
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{listing.title || street}</h1>
      {!listing.viewer.owner && listing.status === 'under-offer' && <UnderOfferBadge />}
      <p className="text-muted">
        {street}, {place}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PriceTag price={listing.price} preferredCurrency={viewer.preferredCurrency} />
        <ul aria-label={t('header.facts')} className="flex flex-wrap gap-x-4 gap-y-1 text-ink">
          {facts.map((fact) => (
            <li key={fact} className="font-medium">
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

/** The spec's "Under Offer": a seller accepted an offer; the page stays up but takes no new offers. */
function UnderOfferBadge() {
  const label = useOptionLabel();
  return (
    <p className="w-fit rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-ink">{label('offerStatuses', 'under-offer')}</p>
  );
}

/** The owner's view of a listing's state: seen by everyone (listed, under offer), or a status only they can see. */
function OwnerStatus({ status }: { status: TPublicListing['status'] }) {
  const { t } = useTranslation('property');
  const label = useOptionLabel();
  const seenByAll = status === 'active' || status === 'under-offer';
  const text = seenByAll
    ? t('owner.yourListing', { status: label('listingStatuses', status) })
    : t('owner.onlyYou', { status: label('listingStatuses', status) });
  return (
    <p className={`w-fit rounded-full px-3 py-1 text-sm font-semibold ${seenByAll ? 'bg-surface text-ink' : 'bg-secondary text-ink'}`}>
      {text}
    </p>
  );
}
