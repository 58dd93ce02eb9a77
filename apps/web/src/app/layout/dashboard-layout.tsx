import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { DEFAULT_OFFER_TAB } from '../routes/route-names';
import { useSession } from '../../lib/session/session-store';
import { NewOffersCount, UnreadMessagesCount } from './navbar/new-offers-count';

type Section = {
  to: string;
  key: string;
  verified?: boolean;
  professional?: boolean;
  /** Paths under /dashboard/ that also belong to the section (default: its own `to`). */
  covers?: string[];
};

const SECTIONS: Section[] = [
  { to: 'account/profile', key: 'account', covers: ['account', 'profile/settings'] },
  { to: 'listings/u', key: 'myListings', verified: true, covers: ['listings', 'communities', 'myproperties'] },
  { to: 'saved', key: 'saved' },
  { to: 'hidden', key: 'hidden' },
  { to: 'professional/verify', key: 'professionalVerify', professional: true },
  { to: 'professional/membership', key: 'membership', professional: true },
  { to: `offers/${DEFAULT_OFFER_TAB}`, key: 'offers', covers: ['offers'] },
  { to: 'orders', key: 'orders', verified: true },
  { to: 'professional/services/media', key: 'servicesIProvide', professional: true },
  { to: 'appraisal', key: 'appraisal', professional: true },
  { to: 'inspection', key: 'inspection', professional: true },
  { to: 'messages', key: 'messages' },
  { to: 'leads', key: 'leads' },
  { to: 'wallet', key: 'wallet', verified: true },
  { to: 'help', key: 'help' },
];

/** Whether the page at `pathname` belongs to a section, so its link is marked current. */
function isCurrent(pathname: string, section: Section) {
  return (section.covers ?? [section.to]).some((path) => {
    const base = `/dashboard/${path}`;
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/** The dashboard's frame: its sections on the side (a row on phones), the section on the right. */
export default function DashboardLayout() {
  const { t } = useTranslation('common');
  const session = useSession();
  const { pathname } = useLocation();
  const visible = SECTIONS.filter((s) => !s.professional || session.professional || session.admin);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row md:py-10">
      <nav aria-label={t('dashboard.navLabel')} className="md:w-56 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {visible.map((section) => {
            const current = isCurrent(pathname, section);
            return (
              <li key={section.key}>
                <Link
                  to={section.to}
                  aria-current={current ? 'page' : undefined}
                  className={`block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${current ? 'bg-primary-light text-primary-dark' : 'text-ink hover:bg-surface'}`}
                >
                  {t(`dashboard.sections.${section.key}`)}
                  {section.key === 'offers' && <NewOffersCount className="ml-2" />}
                  {section.key === 'messages' && <UnreadMessagesCount className="ml-2" />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
