import { numberFormat } from '@app/shared/domain/intl-formats';
import { useLocaleTag } from '../i18n/use-locale-tag';

/** A plain number the reader's way ('1,000,000', '1.000.000'). */
export function useFormatNumber() {
  const tag = useLocaleTag();
  return (value: number) => numberFormat(tag).format(value);
}

/** A percentage the reader's way from a value in percent (6.5 → '6.50%', '6,50 %'), with 0–2 decimals unless told. */
export function useFormatPercent({ minDigits = 0, maxDigits = 2 }: { minDigits?: number; maxDigits?: number } = {}) {
  const tag = useLocaleTag();
  return (percent: number) =>
    numberFormat(tag, { style: 'percent', minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }).format(percent / 100);
}
