// The listing-reports module's public surface: the composition root registers its routes.
export { listingReportsRoutes } from './listing-reports.routes';
