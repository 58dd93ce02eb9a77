import { useLocaleTag } from '../i18n/use-locale-tag';

/** A plain number the reader's way ('1,000,000', '1.000.000'). */
export function useFormatNumber() {
  const tag = useLocaleTag();
  return (value: number) => new Intl.NumberFormat(tag).format(value);
}
