import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_LINKS } from './footer-links';
import { FOOTER_LINK } from './link-column';

/** Feedback, Contact, Terms & Conditions (in a new tab, as the spec asks), About, Help. */
export function SiteLinks() {
  const { t } = useTranslation('footer');
  return (
    <nav aria-label={t('siteLinks.label')}>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {SITE_LINKS.map((link) => (
          <li key={link.id}>
            {'newTab' in link ? (
              <Link to={link.to} target="_blank" rel="noopener" className={FOOTER_LINK}>
                {t(`siteLinks.${link.id}`)}
                <span className="sr-only"> {t('newTab')}</span>
              </Link>
            ) : (
              <Link to={link.to} className={FOOTER_LINK}>
                {t(`siteLinks.${link.id}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
