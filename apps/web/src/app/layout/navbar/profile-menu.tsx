import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { DisclosureMenu } from './disclosure-menu';
import { useNewOffersLabel } from './new-offers-count';
import { initials, ProfileItems } from './profile-items';

/** The desktop profile menu: an avatar button with the person's first name. */
export function ProfileMenu() {
  const { t } = useTranslation('nav');
  const { account } = useSession();
  const newOffers = useNewOffersLabel();
  if (!account) return null;
  const label = (
    <>
      <span
        aria-hidden="true"
        className="relative flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-white"
      >
        {initials(account.firstName, account.lastName)}
        {newOffers && <span className="absolute -right-0.5 -top-0.5 h-3 w-3 rounded-full border-2 border-white bg-secondary" />}
      </span>
      <span className="max-w-32 truncate">{account.firstName}</span>
    </>
  );
  return (
    <DisclosureMenu
      label={label}
      ariaLabel={[t('profile.menuLabel', { name: account.firstName }), newOffers].filter(Boolean).join(', ')}
      align="end"
    >
      <ProfileItems />
    </DisclosureMenu>
  );
}
