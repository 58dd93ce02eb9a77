import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../ui/field';
import { RadioFieldset } from '../../../ui/radio-fieldset';
import type { TOrderPlace } from '../media-order-draft';

type Props = {
  listings: TListingSummary[];
  place: TOrderPlace;
  onChange(place: TOrderPlace): void;
  /** Names of the fields to mark as required (after a submit). */
  missing: string[];
};

const EMPTY_ADDRESS = { kind: 'address', street: '', city: '', state: '', postalCode: '' } as const;

/** A listing's one-line name in the choice: its title, else its street and city. */
function listingName(listing: TListingSummary) {
  const where = [listing.address.street, listing.address.city, listing.address.zip].filter(Boolean).join(', ');
  return listing.title ? `${listing.title} · ${where}` : where;
}

/** Which property the media is for: one of the customer's listings, or another property they name. */
export function OrderPlaceFields({ listings, place, onChange, missing }: Props) {
  const { t } = useTranslation('mediaOrders');
  const required = (name: string) => (missing.includes(name) ? t('required') : undefined);
  return (
    <div className="flex flex-col gap-4">
      <RadioFieldset
        legend={t('placeLegend')}
        layout="row"
        options={[
          { value: 'listing', label: t('placeListing'), disabled: listings.length === 0 },
          { value: 'address', label: t('placeAddress') },
        ]}
        value={place.kind}
        onChange={(kind) => onChange(kind === 'listing' ? { kind, listingId: listings[0]?._id ?? '' } : { ...EMPTY_ADDRESS })}
      />
      {listings.length === 0 && <p className="text-sm text-muted">{t('noListings')}</p>}
      {place.kind === 'listing' ? (
        <SelectField
          label={t('listing')}
          value={place.listingId}
          error={required('listing')}
          onChange={(event) => onChange({ kind: 'listing', listingId: event.target.value })}
        >
          {listings.map((listing) => (
            <option key={listing._id} value={listing._id}>
              {listingName(listing)}
            </option>
          ))}
        </SelectField>
      ) : (
        <>
          <TextField
            label={t('street')}
            autoComplete="street-address"
            value={place.street}
            error={required('street')}
            onChange={(event) => onChange({ ...place, street: event.target.value })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('city')}
              value={place.city}
              error={required('city')}
              onChange={(event) => onChange({ ...place, city: event.target.value })}
            />
            <TextField label={t('state')} value={place.state} onChange={(event) => onChange({ ...place, state: event.target.value })} />
            <TextField
              label={t('postalCode')}
              autoComplete="postal-code"
              value={place.postalCode}
              error={required('postalCode')}
              onChange={(event) => onChange({ ...place, postalCode: event.target.value })}
            />
          </div>
        </>
      )}
    </div>
  );
}
