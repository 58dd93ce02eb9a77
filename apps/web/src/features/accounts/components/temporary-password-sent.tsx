import { useTranslation } from 'react-i18next';
import { StatusNote } from './status-note';

/** "Check your inbox": the confirmation after asking for a temporary password. */
export function TemporaryPasswordSent({ email }: { email: string }) {
  const { t } = useTranslation('accounts');
  return (
    <StatusNote>
      <p className="font-semibold">{t('forgot.sentTitle')}</p>
      <p className="mt-1">{t('forgot.sentBody', { email })}</p>
    </StatusNote>
  );
}
