// The offers module's public surface: other modules import these, nothing else of offers.
export { offersRoutes } from './offers.routes';
// A co-buyer's signing link, for tests that call the public signing routes (decision 053).
export { cosignToken } from './offer-cosign-token';
