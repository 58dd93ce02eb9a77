import type { TProfessionalSearchResult } from '@app/shared/professionals/profile-views.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../../ui/pagination';
import { directoryUrl, profileUrl, searchedZip, type DirectoryCriteria } from '../directory-search';
import { ProfessionalCard } from './professional-card';

type DirectoryResultsProps = { criteria: DirectoryCriteria; result: TProfessionalSearchResult };

/** The result list with its range and pages, or the empty state (the page announces the count). */
export function DirectoryResults({ criteria, result }: DirectoryResultsProps) {
  const { t } = useTranslation('professionalsDirectory');
  const headingId = useId();
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const zip = searchedZip(criteria.location);
  const from = (result.page - 1) * result.pageSize + 1;
  const filtered = Boolean(criteria.profession || criteria.location || criteria.language);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {t('search.resultsHeading')}
      </h2>
      {result.results.length > 0 && result.total > result.pageSize && (
        <p className="text-sm text-muted">{t('search.range', { from, to: from + result.results.length - 1, total: result.total })}</p>
      )}
      {result.results.length === 0 ? (
        result.total > 0 ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-ink">{t('search.pastLastPage')}</p>
            <Link to={directoryUrl({ ...criteria, page: 1 })} className="text-primary underline">
              {t('search.firstPage')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2 rounded-2xl bg-surface p-6">
            <h3 className="text-lg font-bold text-ink">{t('search.emptyTitle')}</h3>
            <p className="text-muted">{t('search.emptyLead')}</p>
            {filtered && (
              <Link to="/find-professional" className="font-semibold text-primary underline">
                {t('search.showAll')}
              </Link>
            )}
          </div>
        )
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.results.map((card) => (
              <li key={card._id}>
                <ProfessionalCard card={card} href={profileUrl(card._id, zip)} />
              </li>
            ))}
          </ul>
          <Pagination current={result.page} pages={pages} urlOf={(page) => directoryUrl({ ...criteria, page })} />
        </>
      )}
    </section>
  );
}
