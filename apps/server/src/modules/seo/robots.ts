/**
 * What the public API pages read while a crawler renders them (listing, community, profile,
 * directory, home, results): allowed, so a rendered page has its content; the rest of /api/ is not.
 */
const PUBLIC_READS = [
  '/api/v1/properties/',
  '/api/v1/communities/public/',
  '/api/v1/professionals/',
  '/api/v1/searchProfessional',
  '/api/v1/places',
];

/** Pages for one person or for admins: the dashboard, the admin console, offer, order and payment flows, links from mail. */
const PRIVATE_PAGES = [
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
];

/** /robots.txt: public pages allowed, private ones and the API disallowed, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    ...PUBLIC_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
