import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { addressLines, localCountryName } from '../../../../lib/format/listing-address';
import { PropertyMap } from '../map/property-map';
import { pointOf } from '../media/property-media';
import { Section } from './section';

type LocationSectionProps = Pick<TPublicListing, 'address' | 'placeNames'> & { location: TPublicListing['location'] | null };

/** The address, a line about where it is (city, state, country, in the reader's language) and the map. */
export function LocationSection({ address, placeNames, location }: LocationSectionProps) {
  const { t, i18n } = useTranslation('property');
  const [street, place] = addressLines(address, i18n.language);
  const point = pointOf(location);
  // The city and state as the reader's language names them, where it has names of its own.
  const local = placeNames[i18n.language as keyof TPublicListing['placeNames']];
  if (!address.street && !address.city) return null;
  return (
    <Section title={t('sections.location')}>
      <div className="flex flex-col gap-4">
        <address className="not-italic text-ink">
          {street}
          <br />
          {place}
        </address>
        {address.city && (
          <p className="text-muted">
            {t('location.area', {
              city: local?.city ?? address.city,
              state: local?.state ?? address.state,
              country: localCountryName(address.country, i18n.language),
            })}
          </p>
        )}
        {point && <PropertyMap lat={point.lat} lng={point.lng} address={`${street}, ${place}`} />}
      </div>
    </Section>
  );
}
