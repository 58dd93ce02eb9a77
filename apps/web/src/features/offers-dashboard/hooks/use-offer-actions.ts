import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { copySide, useCopyOffer } from '../api/copy-offer';
import { useRemoveDraft } from '../api/remove-draft';
import { listingTitle } from '../offer-text';
import { STATUS_TAB } from '../offer-tabs';

/** Remove draft (asks first in the yes/no popup) and Copy an offer, with their snackbar messages. */
export function useOfferActions() {
  const { t } = useTranslation('offersDashboard');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const removeDraft = useRemoveDraft();
  const copy = useCopyOffer();
  const failed = (error: unknown) => snackbar.error(translate(error instanceof Error ? error.message : undefined) || t('actions.failed'));

  const remove = (offer: TOfferListItem) =>
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('remove.title'),
        body: t('remove.body', { title: listingTitle(offer.listing) || t('card.untitled') }),
        confirmLabel: t('actions.removeDraft'),
        onConfirm: async () => {
          try {
            await removeDraft.mutateAsync(offer._id);
            snackbar.success(t('remove.done'));
          } catch (error) {
            failed(error);
          }
        },
      },
    });

  const copyOffer = async (offer: TOfferListItem) => {
    try {
      const made = await copy.mutateAsync(offer._id);
      const side = copySide(made);
      snackbar.success(side === 'made' ? t('copy.doneMade') : t('copy.doneReceived'));
      await navigate(`/dashboard/offers/${STATUS_TAB[made.status]}`);
    } catch (error) {
      failed(error);
    }
  };

  return { remove, copy: copyOffer, copying: copy.isPending ? (copy.variables ?? null) : null };
}
