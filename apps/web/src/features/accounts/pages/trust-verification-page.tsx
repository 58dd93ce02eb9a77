import { useTranslation } from 'react-i18next';
import { AccountSection } from '../components/account-section';
import { EmailVerificationCard, GoogleLinkCard, ProfessionalCard } from '../components/trust-cards';

/** /dashboard/account/trust-verification: Trust & Verification. */
export default function TrustVerificationPage() {
  const { t } = useTranslation('accounts');
  return (
    <AccountSection title={t('tabs.trust')}>
      {(account) => (
        <div className="grid gap-6 lg:grid-cols-2">
          <EmailVerificationCard account={account} />
          <GoogleLinkCard account={account} />
          <ProfessionalCard account={account} />
        </div>
      )}
    </AccountSection>
  );
}
