import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** The account's sections (spec: Edit Profile, Trust & Verification, Setting); Edit Profile also answers at profile/settings. */
const TABS = [
  { key: 'profile', to: '/dashboard/account/profile', alsoAt: '/dashboard/profile/settings' },
  { key: 'trust', to: '/dashboard/account/trust-verification' },
  { key: 'settings', to: '/dashboard/account/settings' },
] as const;

/** Links between the account's sections, the current one marked with aria-current. */
export function AccountTabs() {
  const { t } = useTranslation('accounts');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('tabs.label')} className="-mx-1 overflow-x-auto border-b border-line">
      <ul className="flex gap-1 px-1">
        {TABS.map((tab) => {
          const current = pathname === tab.to || ('alsoAt' in tab && pathname === tab.alsoAt);
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold ${current ? 'border-primary text-primary-dark' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {t(`tabs.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
