import { TIMING } from '@app/shared/constants/timing';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../ui/use-now';

const HOUR_MS = 3_600_000;

/** Whole days and hours of a span, for "2 days 5 hours". */
function daysAndHours(ms: number) {
  const hours = Math.floor(ms / HOUR_MS);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/**
 * The 3-day verification promise for a profile submitted at `submittedAt`: the time left, or how
 * long it is overdue (then marked). Retaken every minute.
 */
export function TimeLeft({ submittedAt }: { submittedAt: string | null }) {
  const { t } = useTranslation('admin');
  const now = useNow(60_000);
  if (!submittedAt) return <span className="text-muted">{t('queue.notSubmitted')}</span>;
  const due = new Date(submittedAt).getTime() + TIMING.verificationWaitDays * 24 * HOUR_MS;
  const left = due - now;
  const span = daysAndHours(Math.abs(left));
  const text = t('queue.span', { days: span.days, hours: span.hours });
  if (left < 0) return <span className="font-semibold text-primary-dark">{t('queue.overdue', { span: text })}</span>;
  return <span className="text-ink">{t('queue.left', { span: text })}</span>;
}
