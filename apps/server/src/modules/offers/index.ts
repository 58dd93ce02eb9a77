// The offers module's public surface: other modules import these, nothing else of offers.
export { offersRoutes } from './offers.routes';
// A co-buyer's signing link, for tests that call the public signing routes (decision 053).
export { cosignToken } from './offer-cosign-token';
// The VOD module reads an offer as its parties may (object-level permission) and answers with the offer.
export { accessOffer, offerView, type OfferAccess } from './offers.service';
// The VOD module tells an offer's parties of a bank's answer (no actor: the bank has no account).
export { findOffer, type OfferRow } from './offers.repo';
