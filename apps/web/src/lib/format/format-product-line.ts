import type { TProductLine } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';

type Described = { description: string; line: TProductLine | null };

/**
 * What a checkout, payment or receipt line buys, in the reader's language ('Plan de anuncio:
 * 3 meses, Casa en Austin'); the server's English description when the line has no translation
 * (a payment made before lines existed, or a product this build does not know).
 */
export function useFormatProductLine() {
  const { t, i18n } = useTranslation('payments');
  return ({ description, line }: Described): string => {
    const count = Number(line?.params.months ?? 1);
    if (!line || !i18n.exists(`products.${line.key}`, { ns: 'payments', count })) return description;
    const title = typeof line.params.title === 'string' && line.params.title !== '' ? line.params.title : t('products.untitled');
    return t(`products.${line.key}`, { ...line.params, count, title });
  };
}
