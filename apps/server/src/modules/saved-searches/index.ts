// The saved-searches module's public surface.
export { savedSearchesRoutes } from './saved-searches.routes';
export { unsubscribeToken } from './unsubscribe-token';
