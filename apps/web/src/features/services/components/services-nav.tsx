import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/dashboard/appraisal/edit', key: 'appraisal' },
  { to: '/dashboard/inspection/edit', key: 'inspection' },
  { to: '/dashboard/professional/services/media/edit', key: 'media' },
] as const;

/** Links between the three services editors ("Services I Provide" opens on media services). */
export function ServicesNav() {
  const { t } = useTranslation('services');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.key}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${isActive ? 'border-primary bg-primary/10 text-primary-dark' : 'border-line text-ink hover:bg-surface'}`
              }
            >
              {t(`nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
