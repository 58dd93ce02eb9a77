import { useTranslation } from 'react-i18next';
import { AccountSection } from '../components/account-section';
import { ProfileForm } from '../components/profile-form';

/** /dashboard/account/profile and /dashboard/profile/settings: Edit Profile. */
export default function EditProfilePage() {
  const { t } = useTranslation('accounts');
  return <AccountSection title={t('tabs.profile')}>{(account) => <ProfileForm key={account._id} account={account} />}</AccountSection>;
}
