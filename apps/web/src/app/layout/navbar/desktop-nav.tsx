import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SaveCurrentSearchEntry } from '../../../features/saved-searches/components/save-current-search-entry';
import { SavedSearchesDot } from '../../../features/saved-searches/components/saved-searches-dot';
import { DisclosureMenu } from './disclosure-menu';
import { ENTRY_CLASSES, NavEntryItems } from './nav-entry-link';
import { NAV_ITEMS } from './nav-items';
import { UnreadMessagesCount } from './new-offers-count';

/** The main menus in a row (md and up). */
export function DesktopNav({ className = '' }: { className?: string }) {
  const { t } = useTranslation('nav');
  return (
    <nav aria-label={t('mainNav')} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.id}>
            {item.kind === 'menu' ? (
              <DisclosureMenu
                label={
                  <>
                    {t(item.labelKey)}
                    {item.id === 'saved' && <SavedSearchesDot />}
                  </>
                }
              >
                <NavEntryItems entries={item.entries} />
                {item.id === 'saved' && <SaveCurrentSearchEntry className={ENTRY_CLASSES} />}
              </DisclosureMenu>
            ) : (
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium hover:text-primary ${isActive ? 'text-primary' : 'text-ink'}`
                }
              >
                {t(item.labelKey)}
                {item.id === 'messages' && <UnreadMessagesCount className="ml-1.5" />}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
