import { createBrowserRouter, type HydrationState } from 'react-router';
import { routes } from './routes/route-table';

/** The app's data router over the spec's route table; with the server's data when it rendered the page. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
