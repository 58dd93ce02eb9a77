// The offers module's public surface: other modules import these, nothing else of offers.
export { offersRoutes } from './offers.routes';
