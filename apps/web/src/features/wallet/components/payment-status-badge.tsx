import type { TPayment } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge';

const TONE = {
  pending: 'neutral',
  succeeded: 'good',
  failed: 'bad',
  refunded: 'warning',
  'partially-refunded': 'warning',
} as const satisfies Record<TPayment['status'], 'neutral' | 'good' | 'warning' | 'bad'>;

/** A payment's state in words: pending, paid, failed, refunded or partially refunded. */
export function PaymentStatusBadge({ status }: { status: TPayment['status'] }) {
  const { t } = useTranslation('wallet');
  return <Badge tone={TONE[status]}>{t(`history.statuses.${status}`)}</Badge>;
}
