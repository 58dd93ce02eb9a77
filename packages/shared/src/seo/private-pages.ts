/**
 * Pages for one person or for admins: the dashboard, the admin console, offer, order and payment
 * flows, sign-up and edit, links from mail. Search engines must not index them (decision 091):
 * a crawler, which is never signed in, gets `X-Robots-Tag: noindex` on them. `*` is one path segment.
 */
export const PRIVATE_PAGES = [
  '/dashboard',
  '/admin',
  '/checkout/',
  '/pay/',
  '/offers/',
  '/listings/*/offers/',
  '/Negotiation/',
  '/review/',
  '/appraisal/',
  '/inspection/',
  '/services/',
  '/professional/register',
  '/professional/edit/',
  '/listings/listhub/',
  '/verification/',
  '/newsletter/',
  '/email/',
  '/register/',
] as const;

const PRIVATE_PREFIXES = PRIVATE_PAGES.map(
  (prefix) => new RegExp(`^${prefix.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}`),
);

/** Whether a page path (no query) is one of the private pages. */
export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => prefix.test(pathname));
}
