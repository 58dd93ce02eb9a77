import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../lib/popups/popup-store';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** The yes/no confirmation popup (Cancel / Yes). */
export function ConfirmPopup() {
  const { confirm, close } = usePopupStore();
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  if (!confirm) return null;
  const onYes = async () => {
    setBusy(true);
    try {
      await confirm.onConfirm();
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="sm"
      title={confirm.title}
      onClose={close}
      actions={
        <>
          <Button variant="outline" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onYes} loading={busy}>
            {confirm.confirmLabel ?? t('actions.yes')}
          </Button>
        </>
      }
    >
      {confirm.body && <p>{confirm.body}</p>}
    </Dialog>
  );
}
