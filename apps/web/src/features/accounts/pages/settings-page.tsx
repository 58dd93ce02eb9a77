import { useTranslation } from 'react-i18next';
import { AccountSection } from '../components/account-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountForm } from '../components/delete-account-form';
import { InterfaceLanguage } from '../components/interface-language';
import { SectionCard } from '../../../ui/section-card';
import { SetPasswordNotice } from '../components/set-password-notice';

/** /dashboard/account/settings: Setting — password, interface language, and deleting the account. */
export default function SettingsPage() {
  const { t } = useTranslation('accounts');
  return (
    <AccountSection title={t('tabs.settings')}>
      {(account) => (
        <div className="flex flex-col gap-6">
          <SectionCard title={t('settings.password.title')}>
            {account.hasPassword ? <ChangePasswordForm /> : <SetPasswordNotice account={account} />}
          </SectionCard>
          <SectionCard title={t('settings.language.title')} description={t('settings.language.description')}>
            <InterfaceLanguage />
          </SectionCard>
          <SectionCard tone="danger" title={t('settings.delete.title')} description={t('settings.delete.description')}>
            <DeleteAccountForm account={account} />
          </SectionCard>
        </div>
      )}
    </AccountSection>
  );
}
