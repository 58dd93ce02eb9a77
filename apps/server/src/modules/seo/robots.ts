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

/**
 * /robots.txt: every page may be crawled, the API may not (but for the public reads), and where the
 * sitemap is. Private pages are crawlable on purpose (decision 091): they answer crawlers with
 * `X-Robots-Tag: noindex`, which keeps them out of search results; a robots.txt block would not
 * (a blocked URL linked from elsewhere can still be listed, and its noindex is never read).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PUBLIC_READS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
