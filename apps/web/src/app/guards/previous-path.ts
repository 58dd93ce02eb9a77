import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { forgetPathHistory, usePathHistory } from '../../lib/navigation/path-history';

export { forgetPathHistory };

/** Records each page visit so guards know where the person came from. */
export function useTrackPath() {
  const location = useLocation();
  const visit = usePathHistory((state) => state.visit);
  useEffect(() => {
    visit(location.pathname + location.search);
  }, [location.pathname, location.search, visit]);
}

/** The page before the current one, if there was one in this tab. */
export function usePreviousPath(): string | null {
  const { current, previous } = usePathHistory();
  const location = useLocation();
  // While a guarded page renders, `current` may still be the page before it.
  const here = location.pathname + location.search;
  return current && current !== here ? current : previous;
}
