import { passwordChecklist } from '@app/shared/validation/password';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon } from './icons';

/** The live password checklist (spec section 5): each rule with a tick or a cross as the person types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation(['accounts', 'messages']);
  return (
    <ul aria-label={t('password.checklist')} className="grid gap-1 text-sm xs:grid-cols-2">
      {passwordChecklist(password).map((rule) => (
        <li key={rule.id} className={`flex items-center gap-2 ${rule.met ? 'text-green-700' : 'text-muted'}`}>
          {rule.met ? <CheckIcon /> : <CrossIcon />}
          <span>{t(`messages:${rule.messageKey}`)}</span>
          <span className="sr-only">{rule.met ? t('password.met') : t('password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
