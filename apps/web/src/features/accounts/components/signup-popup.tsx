import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Dialog } from '../../../ui/dialog';
import { GoogleSignIn } from './google-sign-in';
import { LinkButton } from './link-button';
import { SignUpForm } from './signup-form';

/** The sign-up popup: the form, Google sign-in, and a way back to logging in. */
export function SignUpPopup() {
  const { t } = useTranslation('accounts');
  const { close, switchTo } = usePopupStore();
  return (
    <Dialog open size="md" title={t('signup.title')} onClose={close}>
      <div className="flex flex-col gap-4">
        <SignUpForm />
        <GoogleSignIn divider label={t('google.signUp')} />
        <p className="text-center text-sm text-muted">
          {t('signup.haveAccount')} <LinkButton onClick={() => switchTo('login')}>{t('signup.toLogIn')}</LinkButton>
        </p>
      </div>
    </Dialog>
  );
}
