import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PROFESSIONAL_SIGN_UP_ROUTE } from './signup-form';
import { StatusNote } from './status-note';

/**
 * The signup-result view (spec section 4): 'Welcome to {product}', the verification mail, and
 * a way on: to the professional sign-up when the box was ticked, else to the pending route.
 */
export function SignUpResultPopup() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { account } = useSession();
  const { continueTo } = usePopupStore();
  const onContinue = () => {
    const popups = usePopupStore.getState();
    const target = popups.takeContinueTo();
    popups.close();
    if (target) void navigate(target);
  };
  return (
    <Dialog
      open
      size="sm"
      title={t('signupResult.title', { product: t('common:product.name') })}
      onClose={onContinue}
      actions={<Button onClick={onContinue}>{t('signupResult.continue')}</Button>}
    >
      <StatusNote>
        <p>{t('signupResult.verifyMail', { email: account?.email ?? '' })}</p>
        {continueTo === PROFESSIONAL_SIGN_UP_ROUTE && <p className="mt-2">{t('signupResult.professionalNext')}</p>}
      </StatusNote>
    </Dialog>
  );
}
