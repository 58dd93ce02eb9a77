import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import type { NavEntry } from './nav-items';
import { NewOffersCount } from './new-offers-count';

/** The look of a menu row, shared by links and the log-out button. */
export const ENTRY_CLASSES =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm hover:bg-primary-light hover:text-primary-dark';

/** One link of a menu, with a "Verified" badge when the person still has to verify. */
export function NavEntryLink({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation('nav');
  const { verified } = useSession();
  return (
    <NavLink to={entry.to} end className={({ isActive }) => `${ENTRY_CLASSES} ${isActive ? 'font-semibold text-primary' : 'text-ink'}`}>
      <span>
        {t(entry.labelKey)}
        {entry.id === 'offers' && <NewOffersCount className="ml-2" />}
      </span>
      {entry.needsVerified && !verified && (
        <span className="shrink-0 rounded-full border border-secondary-dark bg-secondary/30 px-2 py-0.5 text-xs font-medium text-ink">
          <span aria-hidden="true">{t('verifiedBadge.label')}</span>
          <span className="sr-only">{t('verifiedBadge.description')}</span>
        </span>
      )}
    </NavLink>
  );
}

/** A menu's entries as list items. */
export function NavEntryItems({ entries }: { entries: NavEntry[] }) {
  return entries.map((entry) => (
    <li key={entry.id}>
      <NavEntryLink entry={entry} />
    </li>
  ));
}
