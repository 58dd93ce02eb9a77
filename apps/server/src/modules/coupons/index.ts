// The coupons module's public surface: the composition root registers its routes.
export { couponsRoutes } from './coupons.routes';
