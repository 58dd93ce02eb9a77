import type { TOfferTab } from './offer-tabs';

/**
 * Where the Offers links open: Pending, where a sent offer waits for its answer (and a seller's new
 * offers are). Its own module, so the navbar and the route table link to it without loading the tabs' rules.
 */
export const DEFAULT_OFFER_TAB: TOfferTab = 'pending';
