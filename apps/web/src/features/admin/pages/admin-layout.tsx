import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';

const SECTIONS = [
  { to: '/admin', key: 'overview', end: true },
  { to: '/admin/professionals', key: 'professionals', end: false },
  { to: '/admin/people', key: 'people', end: false },
  { to: '/admin/listings', key: 'listings', end: false },
  { to: '/admin/reports', key: 'reports', end: false },
  { to: '/admin/listhub', key: 'listhub', end: false },
  { to: '/admin/coupons', key: 'coupons', end: false },
  { to: '/admin/inbox', key: 'inbox', end: false },
  { to: '/admin/subscribers', key: 'subscribers', end: false },
  { to: '/admin/reso-partners', key: 'resoPartners', end: false },
  { to: '/admin/deliveries', key: 'deliveries', end: false },
  { to: '/admin/payments', key: 'payments', end: false },
  { to: '/admin/disputes', key: 'disputes', end: false },
  { to: '/admin/audit', key: 'audit', end: false },
] as const;

/**
 * The admin console's frame (the site's navbar and footer are hidden on admin paths, spec
 * section 2): its own header with the way back to the site, the sections, the section's page.
 */
export default function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <p className="text-lg font-bold text-ink">{t('layout.title')}</p>
          <Link to="/" className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline">
            {t('layout.backToSite')}
          </Link>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label={t('layout.navLabel')} className="md:w-52 md:shrink-0">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-primary-light text-primary-dark' : 'text-ink hover:bg-white'}`
                  }
                >
                  {t(`layout.sections.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
