import type { TSavedSearch } from '@app/shared/search/saved-search.schema';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useSavedSearches } from '../api/get-saved-searches';
import { useSavedSearchCount } from '../hooks/use-saved-search-count';
import { SavedSearchItem } from './saved-search-item';

/**
 * The Saved searches tab (spec: Saved: saved searches): each search with its new matches, rename,
 * alerts and delete. Looking at it turns the navbar's notification off.
 */
export function SavedSearchList() {
  const { t } = useTranslation('savedSearches');
  const query = useSavedSearches();
  const { numSavedSearches, markSeen } = useSavedSearchCount();
  useEffect(() => {
    markSeen();
  }, [numSavedSearches, markSeen]);
  return (
    <QueryStatus query={query} loading={t('list.loading')}>
      {(searches: TSavedSearch[]) =>
        searches.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line p-4 sm:p-6">
            <p className="text-muted">{t('list.empty')}</p>
            <ButtonLink to="/results">{t('list.browse')}</ButtonLink>
          </div>
        ) : (
          <ul aria-label={t('list.label')} className="flex flex-col gap-3">
            {searches.map((search) => (
              <li key={search._id}>
                <SavedSearchItem search={search} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryStatus>
  );
}
