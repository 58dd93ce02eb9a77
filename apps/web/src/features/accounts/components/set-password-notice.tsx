import type { TAccount } from '@app/shared/accounts/account.schema';
import { useTranslation } from 'react-i18next';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useForgotPassword } from '../api/forgot-password';
import { TemporaryPasswordSent } from './temporary-password-sent';

/**
 * A Google-only account has no password to change. It gets one the way a forgotten password is
 * replaced: a mailed temporary password, then a new one chosen at the next login.
 */
export function SetPasswordNotice({ account }: { account: TAccount }) {
  const { t, i18n } = useTranslation('accounts');
  const request = useForgotPassword();
  if (request.isSuccess) return <TemporaryPasswordSent email={account.email} />;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-ink">{t('settings.password.noPassword')}</p>
      <FormAlert message={request.error?.message ?? ''} />
      <Button
        variant="outline"
        loading={request.isPending}
        onClick={() => request.mutate({ email: account.email, locale: currentLocaleId(i18n) })}
      >
        {t('settings.password.sendTemporary')}
      </Button>
    </div>
  );
}
