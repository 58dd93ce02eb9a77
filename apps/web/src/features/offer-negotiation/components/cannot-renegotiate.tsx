import { MESSAGES } from '@app/shared/messages/messages';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { ButtonLink } from '../../../ui/button';
import { contactPath } from '../negotiation-paths';

/**
 * The spec's 'Cannot renegotiate.' once the response window has run out, with the way on: a
 * message to the other party about this listing.
 */
export function CannotRenegotiate({ offer }: { offer: Pick<TOffer, 'relation' | 'sellerID' | 'buyerID' | 'property'> }) {
  const { t } = useTranslation('offerNegotiation');
  const translate = useTranslateMessage();
  return (
    <div role="note" className="flex flex-col items-start gap-2 rounded-xl border border-line bg-surface p-4">
      <p className="font-semibold text-ink">{translate(MESSAGES.cannotRenegotiate)}</p>
      <p className="text-sm text-muted">{t('blocked.why')}</p>
      <ButtonLink variant="outline" to={contactPath(offer)}>
        {t(offer.relation === 'seller' || offer.relation === 'listing-agent' ? 'blocked.contactBuyer' : 'blocked.contactSeller')}
      </ButtonLink>
    </div>
  );
}
