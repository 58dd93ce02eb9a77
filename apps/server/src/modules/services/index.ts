// The services module's public surface: other modules import these, nothing else of services.
export { servicesRoutes } from './services.routes';
// For the orders module: what a professional offers where, whether they may offer a kind now, the
// services an order prices from (by id, any owner), and their API views.
export { offeredServices } from './offered-services.service';
export { mayOfferServices } from './services.policy';
export { findServicesByIds, type AppraisalServiceRow, type InspectionServiceRow, type MediaServiceRow } from './services.repo';
export { toAppraisalService, toInspectionService, toMediaService } from './service-views';
