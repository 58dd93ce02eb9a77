import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Dialog } from '../../../ui/dialog';
import { GoogleSignIn } from './google-sign-in';
import { LinkButton } from './link-button';
import { LoginForm } from './login-form';

/**
 * The login popup: the form, Google sign-in, and a way to the sign-up popup. Opened for something
 * that needs an account (a page, Save, Contact, an offer), it says so: 'You need to be signed in'.
 */
export function LoginPopup() {
  const { t } = useTranslation(['accounts', 'messages']);
  const { close, switchTo, continueTo } = usePopupStore();
  return (
    <Dialog open size="sm" title={t('login.title')} onClose={close}>
      <div className="flex flex-col gap-4">
        {continueTo && <p className="rounded-lg bg-surface px-3 py-2 text-sm font-medium text-ink">{t('messages:youNeedToBeSignedIn')}</p>}
        <LoginForm />
        <GoogleSignIn divider />
        <p className="text-center text-sm text-muted">
          {t('login.noAccount')} <LinkButton onClick={() => switchTo('signup')}>{t('login.toSignUp')}</LinkButton>
        </p>
      </div>
    </Dialog>
  );
}
