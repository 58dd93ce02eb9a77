import { sizeUnitForCountry, type TSizeUnit } from '@app/shared/domain/area';
import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useMeasures } from '../../hooks/use-measures';
import { useOptionLabel } from '../../hooks/use-option-label';
import { FactList, Section } from './section';

/** The listing's general facts (type, listing type, seller role, year built, lot size, …); unknown ones are left out. */
export function GeneralSection({ listing, unit }: { listing: TPublicListing; unit: TSizeUnit }) {
  const { t } = useTranslation('property');
  const label = useOptionLabel();
  const formatMoney = useFormatMoney();
  const measures = useMeasures(unit, sizeUnitForCountry(listing.address.country));
  const option = (list: Parameters<typeof label>[0], id: string | null) => (id ? label(list, id) : null);
  const facts: [string, string | null][] = [
    [t('general.propertyType'), option('propertyTypes', listing.propertyType)],
    [t('general.listingType'), option('listingTypes', listing.listingType)],
    [t('general.sellerRole'), option('sellerRoles', listing.sellerRole)],
    [t('general.yearBuilt'), listing.yearBuilt ? String(listing.yearBuilt) : null],
    [t('general.lotSize'), listing.lotSizeSqft ? measures.area(listing.lotSizeSqft) : null],
    [t('general.construction'), option('constructionTypes', listing.construction)],
    [t('general.style'), option('styles', listing.style)],
    [t('general.occupancy'), option('occupancy', listing.occupancy)],
    [t('general.rentIncome'), listing.monthlyRentIncome ? t('general.perMonth', { amount: formatMoney(listing.monthlyRentIncome) }) : null],
    [t('general.lease'), option('leaseLengths', listing.leaseLength)],
    [t('general.hoaFees'), listing.hoaFees ? t('general.perMonth', { amount: formatMoney(listing.hoaFees) }) : null],
    [t('general.mlsNumber'), listing.mlsNumber],
  ];
  if (facts.every(([, value]) => !value)) return null;
  return (
    <Section title={t('sections.general')}>
      <FactList facts={facts} />
    </Section>
  );
}
