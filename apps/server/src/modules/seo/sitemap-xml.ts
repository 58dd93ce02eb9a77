import { hreflangAlternates } from '@app/shared/seo/locale-url';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe in XML character data and in quoted attributes: the five predefined entities, and
 * the characters XML 1.0 forbids (controls other than tab, newline and return, lone surrogates,
 * U+FFFE/U+FFFF) dropped, since no escape can carry them.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A W3C datetime to the second, as sitemaps take it ('2026-11-26T17:38:29Z'). */
export const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** How many `<url>` entries one page makes: one per language version (the four locales and x-default). */
export const URLS_PER_PAGE = hreflangAlternates('http://x/').length;

/**
 * A page's `<url>` entries: each language version of the page (`?lang=` for each locale, and the
 * bare URL as x-default) is its own entry listing every version, itself included, as
 * `xhtml:link rel="alternate"` (the sitemap protocol's hreflang form): reciprocal by construction.
 */
export function pageUrlEntries(url: string, lastmod: Date): string {
  const alternates = hreflangAlternates(url);
  const links = alternates
    .map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`)
    .join('');
  const modified = `<lastmod>${w3cDate(lastmod)}</lastmod>`;
  return alternates.map((version) => `<url><loc>${escapeXml(version.href)}</loc>${modified}${links}</url>\n`).join('');
}

/** The sitemap index document: one `<sitemap>` per child file. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
