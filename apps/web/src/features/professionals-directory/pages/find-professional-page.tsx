import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/load-error';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useProfessionalSearch } from '../api/search-professionals';
import { DirectoryResults } from '../components/directory-results';
import { DirectorySearchForm } from '../components/directory-search-form';
import { apiQueryOf, criteriaFrom, directoryUrl } from '../directory-search';
import { useDirectoryLabels } from '../use-directory-labels';

/**
 * /find-professional and /find-professional/{profession}: the directory of verified members by
 * profession, postal code or place and spoken language; those serving the area first, then by
 * rating; paged, each page its own URL.
 */
export default function FindProfessionalPage() {
  const { t } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  const navigate = useNavigate();
  const { profession } = useParams();
  const [params] = useSearchParams();
  const criteria = criteriaFrom(profession, params);
  const search = useProfessionalSearch(apiQueryOf(criteria));
  const title = criteria.profession ? t('search.titleFor', { profession: labels.profession(criteria.profession) }) : t('search.title');

  return (
    <Page title={title} lead={t('search.lead')}>
      <DirectorySearchForm
        key={params.toString() + (profession ?? '')}
        criteria={criteria}
        searching={search.isFetching}
        onSearch={(next) => void navigate(directoryUrl(next))}
      />
      <div className="mt-8 flex flex-col gap-4">
        {/* One live region, always there, so the count is announced each time a search lands. */}
        <p role="status" className="flex items-center gap-2 font-semibold text-ink">
          {search.data === undefined && search.isFetching && <Spinner size="sm" />}
          {search.data !== undefined ? t('search.count', { count: search.data.total }) : search.isFetching ? t('search.searching') : ''}
        </p>
        {search.error && search.data === undefined ? (
          <LoadError
            title={t('search.loadError')}
            message={search.error.message}
            retryLabel={t('common:actions.retry')}
            retrying={search.isFetching}
            onRetry={() => void search.refetch()}
          />
        ) : (
          search.data && <DirectoryResults criteria={criteria} result={search.data} />
        )}
      </div>
    </Page>
  );
}
