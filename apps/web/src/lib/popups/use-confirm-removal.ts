import { useTranslation } from 'react-i18next';
import { usePopupStore } from './popup-store';
import { useTranslateMessage } from '../i18n/translate-message';
import { snackbar } from '../snackbar/snackbar-store';

type Removal = { title: string; body: string; done: string; remove(): Promise<unknown> };

/**
 * Asks in the yes/no popup before removing something from the wallet; Yes removes it and says
 * so, a failure is shown in the snackbar and the item stays.
 */
export function useConfirmRemoval() {
  const { t } = useTranslation('wallet');
  const translate = useTranslateMessage();
  return ({ title, body, done, remove }: Removal) =>
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title,
        body,
        confirmLabel: t('actions.remove'),
        onConfirm: async () => {
          try {
            await remove();
            snackbar.success(done);
          } catch (error) {
            snackbar.error(translate(error instanceof Error ? error.message : undefined) || t('actions.failed'));
          }
        },
      },
    });
}
