import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { NavEntryItems, ENTRY_CLASSES } from './nav-entry-link';
import { visibleProfileEntries } from './nav-items';
import { useLogOut } from './use-log-out';

/** The profile menu's items for the signed-in person, ending with Log out. */
export function ProfileItems() {
  const { t } = useTranslation('nav');
  const session = useSession();
  const logOut = useLogOut();
  return (
    <>
      <NavEntryItems entries={visibleProfileEntries(session)} />
      <li className="mt-1 border-t border-line pt-1">
        <button type="button" onClick={logOut} className={`${ENTRY_CLASSES} text-ink`}>
          {t('profile.logOut')}
        </button>
      </li>
    </>
  );
}

/** The initials shown in the profile button's round avatar. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
