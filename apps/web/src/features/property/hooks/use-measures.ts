import { sizeInUnit, SQFT_PER_SQM, type TSizeUnit } from '@app/shared/domain/area';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';

/**
 * Areas and prices per area written for the viewer: their unit first and, when the listing's
 * own unit differs, that one in parentheses ("186 sq m (2,000 sq ft)").
 */
export function useMeasures(viewerUnit: TSizeUnit, listingUnit: TSizeUnit) {
  const { t, i18n } = useTranslation('property');
  const formatMoney = useFormatMoney();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const areaIn = (sqft: number, unit: TSizeUnit) => t(`units.${unit}`, { value: number.format(sizeInUnit(sqft, unit)) });
  const perAreaIn = (perSqft: TMoney, unit: TSizeUnit) => {
    const amount = unit === 'sqft' ? perSqft.amount : Math.round(perSqft.amount * SQFT_PER_SQM);
    return t(`units.per.${unit}`, { price: formatMoney({ amount, currency: perSqft.currency }) });
  };
  // The parenthesis carries no words, so it is not a catalog text.
  const both = (first: string, second: string) => (viewerUnit === listingUnit ? first : `${first} (${second})`);
  return {
    area: (sqft: number) => both(areaIn(sqft, viewerUnit), areaIn(sqft, listingUnit)),
    pricePerArea: (perSqft: TMoney) => both(perAreaIn(perSqft, viewerUnit), perAreaIn(perSqft, listingUnit)),
  };
}
