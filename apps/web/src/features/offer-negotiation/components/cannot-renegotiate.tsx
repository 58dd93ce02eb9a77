import { MESSAGES } from '@app/shared/messages/messages';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { messagesUrl } from '../../../lib/navigation/messages-url';
import { readerSide } from '../../../ui/offer/use-offer-status';

/**
 * The spec's 'Cannot renegotiate.' once the response window has run out, with the way on: a
 * message to the other party (the seller for the buyer side, the buyer for the seller side) in
 * the conversation about this offer.
 */
export function CannotRenegotiate({ offer }: { offer: Pick<TOffer, '_id' | 'relation' | 'counterpart'> }) {
  const { t } = useTranslation('offerNegotiation');
  const translate = useTranslateMessage();
  const other = offer.counterpart;
  const side = readerSide(offer.relation) === 'buyer' ? 'seller' : 'buyer';
  return (
    <div role="note" className="flex flex-col items-start gap-2 rounded-xl border border-line bg-surface p-4">
      <p className="font-semibold text-ink">{translate(MESSAGES.cannotRenegotiate)}</p>
      <p className="text-sm text-muted">{t('blocked.why')}</p>
      {other && (
        <Link
          to={messagesUrl({ offer: offer._id })}
          className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 py-2 text-sm font-semibold text-primary-dark underline"
        >
          {t(side === 'seller' ? 'blocked.contactSeller' : 'blocked.contactBuyer', { name: other.name })}
        </Link>
      )}
    </div>
  );
}
