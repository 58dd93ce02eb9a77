import { useTranslation } from 'react-i18next';
import { useNow } from '../../../ui/use-now';

const HOUR_MS = 3_600_000;

/** Days and hours until an order's due time, or that it is past due (null without a due time). */
export function useTimeRemaining(dueDate: string | null) {
  const { t } = useTranslation('orders');
  const now = useNow(60_000);
  if (!dueDate) return null;
  const left = new Date(dueDate).getTime() - now;
  if (left <= 0) return t('pastDue');
  const hours = Math.floor(left / HOUR_MS);
  return t('timeRemaining', { days: Math.floor(hours / 24), hours: hours % 24 });
}
