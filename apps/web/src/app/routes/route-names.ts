import type { TOfferTab } from '../../features/offers-dashboard/offer-tabs';

/** The spec's named routes (section 2, "Other named routes and screens"). */
export const ROUTE_NAMES = [
  'Home',
  'Results',
  'Contact',
  'ProfessionalSignUp',
  'ProfessionalSignUpEdit',
  'listhub_report',
  'EmailMenu',
  'CompatibilitySplash',
  'Ebook Promotion',
  'TermsAndConditions',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * What a route tells the layout: its spec name, whether it only redirects (such a path is never
 * a page to send anyone back to), and whether the server renders it (decision 090: for whoever
 * asks, the page's guards deciding as in the browser; a page that would redirect is left to the browser).
 */
export type RouteHandle = { name?: RouteName; redirects?: true; serverRendered?: true };

/**
 * Where the Offers links open: Pending, where a sent offer waits for its answer (and a seller's new
 * offers are). Here, in the app's frame, so the navbar and the route table link to it without a chunk of its own.
 */
export const DEFAULT_OFFER_TAB: TOfferTab = 'pending';
