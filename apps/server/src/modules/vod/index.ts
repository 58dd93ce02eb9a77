// The VOD module's public surface: other modules import these, nothing else of vod.
export { vodRoutes } from './vod.routes';
