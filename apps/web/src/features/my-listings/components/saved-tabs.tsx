import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type SavedTab = 'properties' | 'searches';

const TABS: ReadonlyArray<{ key: SavedTab; to: string }> = [
  { key: 'properties', to: '/dashboard/saved' },
  { key: 'searches', to: '/dashboard/saved?tab=searches' },
];

/** Saved's two views (spec: saved properties, saved searches) as links, the current one marked. */
export function SavedTabs({ current }: { current: SavedTab }) {
  const { t } = useTranslation('myListings');
  return (
    <nav aria-label={t('saved.tabsLabel')} className="-mx-1 overflow-x-auto border-b border-line">
      <ul className="flex gap-1 px-1">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.key === current ? 'page' : undefined}
              className={`block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold ${tab.key === current ? 'border-primary text-primary-dark' : 'border-transparent text-muted hover:text-ink'}`}
            >
              {t(`saved.tabs.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
