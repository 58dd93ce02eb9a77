import { sizeUnitForCountry } from '@app/shared/domain/area';
import { useFormContext } from 'react-hook-form';
import { ListingTypeFields } from '../components/basics/listing-type-fields';
import { DescriptionFields } from '../components/basics/description-fields';
import { OccupancyFields } from '../components/basics/occupancy-fields';
import { PriceFields } from '../components/basics/price-fields';
import { PropertyFields } from '../components/basics/property-fields';
import { LocationFields } from '../components/location/location-fields';

/** Step 1, The Basics. `professions` are the author's, which unlock some fields. */
export function BasicsStep({ professions }: { professions: readonly string[] }) {
  const { setValue } = useFormContext();
  return (
    <div className="flex flex-col gap-6">
      <ListingTypeFields professions={professions} />
      <LocationFields onCountryChange={(country) => setValue('sizeUnit', sizeUnitForCountry(country), { shouldDirty: true })} />
      <DescriptionFields />
      <PriceFields />
      <PropertyFields professions={professions} />
      <OccupancyFields />
    </div>
  );
}
