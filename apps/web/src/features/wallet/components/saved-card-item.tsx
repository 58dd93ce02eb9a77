import type { TSavedCard } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { useMakeDefaultCard } from '../api/make-default-card';
import { useRemoveCard } from '../api/remove-card';
import { useConfirmRemoval } from '../../../lib/popups/use-confirm-removal';
import { cardLabel } from '../../../ui/payment-card/card-label';
import { CardSummary } from '../../../ui/payment-card/card-summary';

/** One saved card: network, last four digits, expiry, cardholder, its badges and actions. */
export function SavedCardItem({ card }: { card: TSavedCard }) {
  const { t } = useTranslation('wallet');
  const translate = useTranslateMessage();
  const makeDefault = useMakeDefaultCard();
  const remove = useRemoveCard();
  const confirmRemoval = useConfirmRemoval();
  const label = cardLabel(card);

  const onMakeDefault = () =>
    makeDefault.mutate(card._id, {
      onSuccess: () => snackbar.success(t('cards.defaultChanged')),
      onError: (error) => snackbar.error(translate(error.message)),
    });
  const onRemove = () =>
    confirmRemoval({
      title: t('cards.removeTitle'),
      body: t('cards.removeBody', { card: label }),
      done: t('cards.removed'),
      remove: () => remove.mutateAsync(card._id),
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <CardSummary card={card} />
      <div className="flex flex-wrap gap-2">
        {!card.isDefault && (
          <Button variant="outline" loading={makeDefault.isPending} onClick={onMakeDefault}>
            {t('cards.makeDefault')}
            <span className="sr-only">: {label}</span>
          </Button>
        )}
        <Button variant="ghost" onClick={onRemove}>
          {t('actions.remove')}
          <span className="sr-only">: {label}</span>
        </Button>
      </div>
    </li>
  );
}
