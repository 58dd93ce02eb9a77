import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MortgageTopic } from '../../../lib/mortgage/mortgage-topics';
import { parseResultsSearch, resultsSearchUrl, type ResultsState } from '../../../lib/navigation/search-url';

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

  // The search most recently asked for, until the URL shows it: two changes in quick succession
  // (beds, then sort) are both kept, though the second comes before the page shows the first.
  const pending = useRef<{ target: ResultsState; asked: Set<string> } | null>(null);
  useEffect(() => {
    const current = pending.current;
    // Shown, or replaced by a navigation of someone else's (Back, a link): nothing pending any more.
    if (current && (url === resultsSearchUrl(current.target) || !current.asked.has(url))) pending.current = null;
  }, [url]);

  /**
   * A new search (filters, sort or map area): back to page 1, the mortgage tool still open. The
   * same search again changes nothing. What the caller changed (against the search it was shown)
   * applies to the search last asked for.
   */
  const search = (criteria: TSearchCriteria, { replace = false }: Change = {}) => {
    const base = pending.current?.target ?? state;
    const target = { criteria: { ...base.criteria, ...changesTo(state.criteria, criteria) }, pageNo: 1, mortgage };
    const next = resultsSearchUrl(target);
    if (next === resultsSearchUrl({ ...base, pageNo: 1 })) return;
    pending.current = { target, asked: new Set([...(pending.current?.asked ?? []), next]) };
    void navigate(next, { replace, preventScrollReset: replace });
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

/** The criteria that differ between what was shown and what was asked for (undefined: cleared). */
function changesTo(shown: TSearchCriteria, asked: TSearchCriteria): Partial<TSearchCriteria> {
  const keys = new Set([...Object.keys(shown), ...Object.keys(asked)] as (keyof TSearchCriteria)[]);
  return Object.fromEntries(
    [...keys].filter((key) => JSON.stringify(shown[key]) !== JSON.stringify(asked[key])).map((key) => [key, asked[key]]),
  );
}
