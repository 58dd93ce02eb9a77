import { sizeInUnit, SQFT_PER_SQM, type TSizeUnit } from '@app/shared/domain/area';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatNumber } from '../../../lib/format/format-number';

/**
 * Areas and prices per area written for the viewer: their unit first and, when the listing's
 * own unit differs, that one in parentheses ("186 sq m (2,000 sq ft)").
 */
export function useMeasures(viewerUnit: TSizeUnit, listingUnit: TSizeUnit) {
  const { t } = useTranslation('property');
  const formatMoney = useFormatMoney();
  const formatNumber = useFormatNumber();
  const areaIn = (sqft: number, unit: TSizeUnit) => t(`units.${unit}`, { value: formatNumber(sizeInUnit(sqft, unit)) });
  const perAreaIn = (perSqft: TMoney, unit: TSizeUnit) => {
    const amount = unit === 'sqft' ? perSqft.amount : Math.round(perSqft.amount * SQFT_PER_SQM);
    return t(`units.per.${unit}`, { price: formatMoney({ amount, currency: perSqft.currency }) });
  };
  const both = (first: string, second: string) =>
    viewerUnit === listingUnit ? first : t('common:withNote', { text: first, note: second });
  return {
    area: (sqft: number) => both(areaIn(sqft, viewerUnit), areaIn(sqft, listingUnit)),
    pricePerArea: (perSqft: TMoney) => both(perAreaIn(perSqft, viewerUnit), perAreaIn(perSqft, listingUnit)),
  };
}
