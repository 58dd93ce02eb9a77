import { majorToMinor } from '@app/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { findLocale } from '../../../lib/i18n/locales';

/** Formatters for the mortgage tools: dollars (the app's money formatter), rates and plain numbers. */
export function useMortgageFormat() {
  const { i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const tag = findLocale(i18n.resolvedLanguage ?? i18n.language)?.tag ?? 'en-US';
  return {
    /** Whole or part dollars ('$2,395.54'). */
    usd: (major: number) => formatMoney({ amount: majorToMinor(major, 'USD'), currency: 'USD' }),
    /** A rate in percent, 2 or 3 decimals ('6.50%', '6.625%'). */
    percent: (value: number) => new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(value / 100),
    /** A number the reader's way ('1,000,000,000'). */
    number: (value: number) => new Intl.NumberFormat(tag).format(value),
  };
}
