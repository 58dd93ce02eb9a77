// The admin module's public surface: the composition root registers its routes.
export { adminRoutes } from './admin.routes';
