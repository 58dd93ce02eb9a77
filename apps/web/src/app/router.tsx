import { createBrowserRouter } from 'react-router';
import { routes } from './routes/route-table';

/** The app's data router over the spec's route table. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
