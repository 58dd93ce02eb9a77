import { majorToMinor } from '@app/shared/domain/money';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatNumber, useFormatPercent } from '../../../lib/format/format-number';

/** Formatters for the mortgage tools: dollars (the app's money formatter), rates and plain numbers. */
export function useMortgageFormat() {
  const formatMoney = useFormatMoney();
  const formatNumber = useFormatNumber();
  const formatRate = useFormatPercent({ minDigits: 2, maxDigits: 3 });
  return {
    /** Whole or part dollars ('$2,395.54'). */
    usd: (major: number) => formatMoney({ amount: majorToMinor(major, 'USD'), currency: 'USD' }),
    /** A rate in percent, 2 or 3 decimals ('6.50%', '6.625%'). */
    percent: formatRate,
    /** A number the reader's way ('1,000,000,000'). */
    number: formatNumber,
  };
}
