import { generatePath, replace, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from './route-names';

/** The handle of a route that only redirects. */
export const REDIRECTS: RouteHandle = { redirects: true };

/**
 * A route that only redirects: its loader replaces the history entry with the path pattern `to`
 * filled with the route's params, keeping the query. The redirecting path is never recorded as a
 * visited page, so it never becomes the "previous page" a guard sends a visitor back to (which
 * would redirect forward again, and so on forever).
 */
export function redirectWithParams(to: string) {
  return {
    handle: REDIRECTS,
    loader: ({ params, request }: LoaderFunctionArgs) => replace(`${generatePath(to, params)}${new URL(request.url).search}`),
  };
}
