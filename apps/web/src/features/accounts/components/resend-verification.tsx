import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useSendVerifyLink } from '../api/new-verify-link';
import { StatusNote } from './status-note';

/** "Send a new verification link" for a signed-in, unverified person; then where it went. */
export function ResendVerification() {
  const { t } = useTranslation('accounts');
  const { account } = useSession();
  const send = useSendVerifyLink();
  if (send.isSuccess) return <StatusNote>{t('verify.linkSent', { email: account?.email ?? '' })}</StatusNote>;
  return (
    <div className="flex flex-col items-start gap-3">
      <FormAlert message={send.error?.message ?? ''} />
      <Button variant="outline" loading={send.isPending} onClick={() => send.mutate()}>
        {t('verify.resend')}
      </Button>
    </div>
  );
}
