// The newsletter module's public surface.
export { newsletterRoutes } from './newsletter.routes';
export { unsubscribe } from './newsletter.service';
