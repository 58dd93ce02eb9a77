import { MESSAGES } from '@app/shared/messages/messages';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { ButtonLink } from '../../../ui/button';

/** An unverified account has no offers yet (the API serves verified accounts): say how to get there. */
export function VerifyFirst() {
  const { t } = useTranslation('offersDashboard');
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-line p-4">
      <p className="font-semibold text-ink">{translate(MESSAGES.verifyAccount)}</p>
      <p className="text-sm text-muted">{t('verifyFirst')}</p>
      <ButtonLink to="/dashboard/account/trust-verification">{t('verifyLink')}</ButtonLink>
    </div>
  );
}
