// The leads module's public surface: the composition root registers its routes.
export { leadsRoutes } from './leads.routes';
