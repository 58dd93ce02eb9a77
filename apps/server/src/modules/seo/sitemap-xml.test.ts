import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { escapeXml, pageUrlEntries, URLSET_CLOSE, URLSET_OPEN, w3cDate } from './sitemap-xml';
import { pagesPerFile } from './sitemap.service';

/** The text of every element with this name, read by a real XML parser (which throws on malformed XML). */
function textsOf(xml: string, name: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const texts: string[] = [];
  let inside = false;
  parser.on('opentag', (tag) => {
    inside = tag.local === name;
    if (inside) texts.push('');
  });
  parser.on('text', (text) => {
    if (inside) texts[texts.length - 1] += text;
  });
  parser.on('closetag', () => {
    inside = false;
  });
  parser.write(xml).close();
  return texts;
}

describe('sitemap XML', () => {
  it('escapes the five special characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('x\u0000y\u0008z\tw\uFFFE')).toBe('xyz\tw');
    expect(escapeXml('奧斯汀 🏠')).toBe('奧斯汀 🏠');
  });

  it('writes URLs with an ampersand so a parser reads them back exactly, one entry per language version', () => {
    const url = 'https://t.example/results?searchThis=Austin&searchPropertyType=house';
    const xml = `${URLSET_OPEN}${pageUrlEntries(url, new Date('2026-11-26T17:38:29.123Z'))}${URLSET_CLOSE}`;
    expect(xml).toContain('searchThis=Austin&amp;searchPropertyType=house');
    expect(textsOf(xml, 'loc')).toEqual([`${url}&lang=en`, `${url}&lang=zh-Hant`, `${url}&lang=zh-Hans`, `${url}&lang=es`, url]);
    expect(textsOf(xml, 'lastmod')).toEqual(Array(5).fill('2026-11-26T17:38:29Z'));
  });

  it('dates to the second in UTC', () => {
    expect(w3cDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05Z');
  });

  it('fits a child file in 50,000 URLs (10,000 pages of five language versions) and 50 MB, fewer pages for a long origin', () => {
    expect(pagesPerFile({ publicUrl: 'https://terranest.example', urlLimit: 50_000 })).toBe(10_000);
    const origin = `https://${'a'.repeat(200)}.example`;
    const pages = pagesPerFile({ publicUrl: origin, urlLimit: 50_000 });
    expect(pages).toBeLessThan(10_000);
    const page = Buffer.byteLength(pageUrlEntries(`${origin}/listings/community/${'0'.repeat(36)}`, new Date()));
    expect(pages * page).toBeLessThanOrEqual(50 * 1024 * 1024);
    expect(pagesPerFile({ publicUrl: origin, urlLimit: 10 })).toBe(2);
  });
});
