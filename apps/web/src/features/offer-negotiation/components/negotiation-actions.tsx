import type { TOfferAction } from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button, ButtonLink } from '../../../ui/button';
import { useAnswerOffer } from '../api/answer-offer';
import { negotiationPath, owesNegotiationFee, TERMS_MOVES } from '../negotiation-paths';
import { ReasonDialog } from './reason-dialog';

/** The negotiation's buttons in the order they are shown (Remove draft lives on the dashboard's cards). */
export const NEGOTIATION_BUTTONS = [
  'accept',
  'counter',
  'edit',
  'renegotiate',
  'finalize',
  'decline',
  'cancel',
] as const satisfies readonly TOfferAction[];

/**
 * Exactly the moves the server says the reader may make now (offer.actions): Accept asks first,
 * Decline and Cancel ask why, Counter, Edit and Renegotiate open the counter form, Finalize the
 * final signature.
 */
export function NegotiationActions({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offerNegotiation');
  const translate = useTranslateMessage();
  const answer = useAnswerOffer(offer._id);
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null);
  const shown = NEGOTIATION_BUTTONS.filter((action) => offer.actions.includes(action));
  // A seller who signed the final terms and left before paying the fee goes back to the payment step.
  const feeOwed = owesNegotiationFee(offer);
  if (shown.length === 0 && !feeOwed) return null;

  const accept = () =>
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('accept.title'),
        body: t('accept.body'),
        confirmLabel: t('accept.confirm'),
        onConfirm: async () => {
          try {
            await answer.mutateAsync({ move: 'accept' });
            snackbar.success(t('done.accept'));
          } catch (error) {
            snackbar.error(translate(error instanceof Error ? error.message : undefined) || t('failed'));
          }
        },
      },
    });

  return (
    <div role="group" aria-label={t('actions.label')} className="flex flex-wrap gap-2">
      {shown.map((action) => {
        const label = t(`actions.${action}`);
        if (action === 'accept')
          return (
            <Button key={action} onClick={accept}>
              {label}
            </Button>
          );
        if (action === 'decline' || action === 'cancel')
          return (
            <Button key={action} variant="outline" onClick={() => setAsking(action)}>
              {label}
            </Button>
          );
        const page = (TERMS_MOVES as readonly string[]).includes(action) ? 'counter' : 'finalize';
        return (
          <ButtonLink key={action} variant={action === 'finalize' ? 'primary' : 'secondary'} to={negotiationPath(offer._id, page)}>
            {label}
          </ButtonLink>
        );
      })}
      {feeOwed && <ButtonLink to={negotiationPath(offer._id, 'finalize')}>{t('finalize.pay')}</ButtonLink>}
      {asking && (
        <ReasonDialog
          move={asking}
          open
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await answer.mutateAsync({ move: asking, body: { reason } });
            snackbar.success(t(`done.${asking}`));
          }}
        />
      )}
    </div>
  );
}
