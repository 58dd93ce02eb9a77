import { MESSAGES } from '@app/shared/messages/messages';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useFocusWhen } from '../../../ui/use-focus-when';

const DECLINES: string[] = [MESSAGES.paymentFailed, MESSAGES.paymentNotCompleted, MESSAGES.paymentNotApproved];

/**
 * Why a payment did not go through. A decline reads 'Payment Failed' as its heading with the
 * spec's explanation under it; anything else (no connection, a field) is one line. It takes the
 * focus when it appears so the reader hears it and can go back to the form from there.
 */
export function PaymentFailedAlert({ message }: { message: string }) {
  const translate = useTranslateMessage();
  const ref = useFocusWhen<HTMLDivElement>(message);
  if (!message) return null;
  const declined = DECLINES.includes(message);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex flex-col gap-1 rounded-lg border border-primary/40 bg-primary-light px-4 py-3 text-sm text-primary-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      {declined && <h2 className="text-base font-bold">{translate(MESSAGES.paymentFailed)}</h2>}
      {message !== MESSAGES.paymentFailed && <p className="font-medium">{translate(message)}</p>}
    </div>
  );
}
