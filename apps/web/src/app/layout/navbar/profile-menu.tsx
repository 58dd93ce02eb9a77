import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { DisclosureMenu } from './disclosure-menu';
import { initials, ProfileItems } from './profile-items';

/** The desktop profile menu: an avatar button with the person's first name. */
export function ProfileMenu() {
  const { t } = useTranslation('nav');
  const { account } = useSession();
  if (!account) return null;
  const label = (
    <>
      <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-white">
        {initials(account.firstName, account.lastName)}
      </span>
      <span className="max-w-32 truncate">{account.firstName}</span>
    </>
  );
  return (
    <DisclosureMenu label={label} ariaLabel={t('profile.menuLabel', { name: account.firstName })} align="end">
      <ProfileItems />
    </DisclosureMenu>
  );
}
