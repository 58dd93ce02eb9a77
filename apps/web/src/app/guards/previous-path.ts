import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { forgetPathHistory, usePathHistory } from '../../lib/navigation/path-history';
import type { RouteHandle } from '../routes/route-names';

export { forgetPathHistory };

/**
 * Records each page visit so guards know where the person came from. A path that only redirects
 * (seen while the first page loads) is not a visit: going back to it would redirect forward again.
 */
export function useTrackPath() {
  const location = useLocation();
  const redirects = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.redirects);
  const visit = usePathHistory((state) => state.visit);
  useEffect(() => {
    if (!redirects) visit(location.pathname + location.search);
  }, [location.pathname, location.search, redirects, visit]);
}

/** The page before the current one, if there was one in this tab. */
export function usePreviousPath(): string | null {
  const { current, previous } = usePathHistory();
  const location = useLocation();
  // While a guarded page renders, `current` may still be the page before it.
  const here = location.pathname + location.search;
  return current && current !== here ? current : previous;
}
