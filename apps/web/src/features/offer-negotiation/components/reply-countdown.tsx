import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../lib/i18n/use-locale-tag';
import { useReaderTimeZone } from '../../../lib/format/time-zone';
import { useNow } from '../../../ui/use-now';
import { formatDeadline, formatTimeLeft, timeLeft } from '../model/reply-due';

/** The countdown moves on every half minute; it shows minutes at most. */
const TICK_MS = 30_000;

type ReplyCountdownProps = {
  respondBy: string;
  /** Whether the reader's side owes the answer (else the other side does). */
  mine: boolean;
};

/**
 * "Reply due by Fri, Nov 28, 5:00 PM GMT+8 (in 1 day 4 hr)": the response window's end in the
 * reader's own time zone (their profile's, else the browser's) and language, kept current. Not a
 * live region: a screen reader reads it where it stands instead of hearing every minute go by.
 */
export function ReplyCountdown({ respondBy, mine }: ReplyCountdownProps) {
  const { t } = useTranslation('offerNegotiation');
  const tag = useLocaleTag();
  const timeZone = useReaderTimeZone();
  const now = useNow(TICK_MS);
  const left = timeLeft(Date.parse(respondBy), now);
  const due = <time dateTime={respondBy}>{formatDeadline(respondBy, tag, timeZone)}</time>;
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">
        {t(mine ? 'countdown.yours' : 'countdown.theirs')} {due}
      </span>{' '}
      <span className="text-muted">({left ? t('countdown.left', { time: formatTimeLeft(left, tag) }) : t('countdown.passed')})</span>
    </p>
  );
}
