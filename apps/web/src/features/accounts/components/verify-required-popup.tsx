import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ResendVerification } from './resend-verification';

/** For a signed-in, unverified person on a verified-account route (spec section 2, route guards). */
export function VerifyRequiredPopup() {
  const { t } = useTranslation(['accounts', 'messages']);
  const close = usePopupStore((state) => state.close);
  return (
    <Dialog
      open
      size="sm"
      title={t('verify.requiredTitle')}
      onClose={close}
      actions={
        <Button variant="ghost" onClick={close}>
          {t('common:actions.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t('messages:verifyAccount')}</p>
        <p className="text-sm text-muted">{t('verify.requiredHint')}</p>
        <ResendVerification />
      </div>
    </Dialog>
  );
}
