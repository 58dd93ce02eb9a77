import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MortgageTopic } from '../mortgage/mortgage-topics';
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

  const { mortgage } = state;

  /**
   * A new search (filters, sort or map area): back to page 1, the mortgage tool still open. The
   * same search again changes nothing.
   */
  const search = (criteria: TSearchCriteria, { replace = false }: Change = {}) => {
    const next = resultsSearchUrl({ criteria, pageNo: 1, mortgage });
    if (next !== resultsSearchUrl({ criteria: state.criteria, pageNo: 1, mortgage })) void navigate(next, { replace, preventScrollReset: replace });
  };
  /**
   * Opens a mortgage tool above the same results, or closes it (undefined); the page stays. Called
   * with replace when switching between tools, so Back leaves the tools rather than replaying them.
   */
  const showMortgage = (topic: MortgageTopic | undefined, { replace = false }: Change = {}) => {
    if (topic !== mortgage) void navigate(resultsSearchUrl({ ...state, mortgage: topic }), { replace, preventScrollReset: true });
  };
  /** The URL of another page of the same search (for links). */
  const pageUrl = (pageNo: number) => resultsSearchUrl({ ...state, pageNo });
  return { state, url, search, showMortgage, pageUrl };
}
