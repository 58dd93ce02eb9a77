import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { ContentLink } from '../components/content-link';
import { CONTENT_PATHS, SITE_MAP_GROUPS } from '../data/links';

/**
 * /site-map: every public page, grouped. Pages behind an id (a listing, a professional) are
 * reached from their index pages, which are listed instead.
 */
export default function SiteMapPage() {
  const { t } = useTranslation('siteMap');
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_MAP_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="text-lg font-bold text-ink">
              {t(`groups.${group.id}`)}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links.map((name) => (
                <li key={name}>
                  <ContentLink
                    to={CONTENT_PATHS[name]}
                    newTabLabel={t('newTab')}
                    className="inline-flex min-h-8 items-center text-ink underline decoration-line underline-offset-4 hover:text-primary-dark hover:decoration-primary"
                  >
                    {t(`links.${name}`)}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Page>
  );
}
