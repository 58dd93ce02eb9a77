// The RESO module's public surface: the composition root registers its routes.
export { resoRoutes } from './reso.routes';
