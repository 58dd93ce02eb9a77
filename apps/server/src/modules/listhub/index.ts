// The listhub module's public surface.
export { listhubRoutes } from './listhub.routes';
// Imports a feed's bytes (the seed's sample feed for the demo, tests).
export { importFeed } from './listhub-import.service';
