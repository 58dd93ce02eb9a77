import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { Page } from '../../../ui/page';
import { ContentLink } from '../components/content-link';
import { CONTENT_PATHS, SITE_MAP_GROUPS, type TContentPath } from '../data/links';

/** Links only some people can open: Membership is the professionals' (and admins') page. */
const ONLY_FOR_PROFESSIONALS: ReadonlySet<TContentPath> = new Set(['membership']);

/**
 * /site-map: every public page, grouped. Pages behind an id (a listing, a professional) are
 * reached from their index pages, which are listed instead; Membership is listed only for those
 * who may open it (others find "become a professional" beside it).
 */
export default function SiteMapPage() {
  const { t } = useTranslation('siteMap');
  const session = useSession();
  const mayOpen = (name: TContentPath) => !ONLY_FOR_PROFESSIONALS.has(name) || session.professional || session.admin;
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_MAP_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="text-lg font-bold text-ink">
              {t(`groups.${group.id}`)}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links.filter(mayOpen).map((name) => (
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
