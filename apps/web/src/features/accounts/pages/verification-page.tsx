import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useRunOnce } from '../../../lib/query/use-run-once';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useVerifyAccount } from '../api/verify-account';
import { ResendVerification } from '../components/resend-verification';

/** Where a verified person goes when nothing was pending. */
const AFTER_VERIFY_ROUTE = '/dashboard/account/profile';

/**
 * /verification/:id, the mailed link: verifies once on arrival. Then a way on (to the route the
 * person was stopped at, if any) or, when the link failed, a new link or a way to log in.
 */
export default function VerificationPage() {
  const { t } = useTranslation('accounts');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const session = useSession();
  const { id = '' } = useParams();
  const { mutate, isSuccess, error } = useVerifyAccount();
  useRunOnce(mutate, id);

  const onContinue = () => void navigate(usePopupStore.getState().takeContinueTo() ?? AFTER_VERIFY_ROUTE);
  if (isSuccess) {
    return (
      <Page width="prose" title={t('verify.doneTitle')} lead={t('verify.doneBody')}>
        <Button onClick={onContinue}>{t('verify.continue')}</Button>
      </Page>
    );
  }
  if (error) {
    const logIn = () => usePopupStore.getState().openPopup('login', { continueTo: `/verification/${id}` });
    return (
      <Page width="prose" title={t('verify.failedTitle')} lead={<span role="alert">{translate(error.message)}</span>}>
        {session.signedIn && !session.verified && <ResendVerification />}
        {session.signedIn && session.verified && <Button onClick={onContinue}>{t('verify.continue')}</Button>}
        {session.status === 'visitor' && <Button onClick={logIn}>{t('verify.logInToResend')}</Button>}
      </Page>
    );
  }
  return (
    <Page width="prose" title={t('verify.pendingTitle')}>
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('verify.pending')}
      </p>
    </Page>
  );
}
