import { Navigate, generatePath, useLocation, useParams } from 'react-router';

/** Redirects to a path pattern filled with the current route's params, keeping the query. */
export function RedirectWithParams({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate replace to={`${generatePath(to, params)}${location.search}${location.hash}`} />;
}
