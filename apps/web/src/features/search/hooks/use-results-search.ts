import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseResultsSearch, resultsSearchUrl } from '../search-url';

type Change = {
  /** Replace the history entry instead of adding one (map moves: Back should leave the map, not replay it). */
  replace?: boolean;
};

/**
 * The Results search as the URL holds it, and the ways to change it. The URL is the only state:
 * sharing, bookmarking and Back all restore the same search.
 */
export function useResultsSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseResultsSearch(location.search), [location.search]);
  const url = resultsSearchUrl(state);

  /** A new search (filters, sort or map area): back to page 1. The same search again changes nothing. */
  const search = (criteria: TSearchCriteria, { replace = false }: Change = {}) => {
    const next = resultsSearchUrl({ criteria, pageNo: 1 });
    if (next !== resultsSearchUrl({ criteria: state.criteria, pageNo: 1 })) void navigate(next, { replace, preventScrollReset: replace });
  };
  /** The URL of another page of the same search (for links). */
  const pageUrl = (pageNo: number) => resultsSearchUrl({ ...state, pageNo });
  return { state, url, search, pageUrl };
}
