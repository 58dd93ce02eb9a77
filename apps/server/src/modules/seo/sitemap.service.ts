import type { DbOrTx } from '../../db/client';
import { pageUrlEntries, sitemapIndexXml, URLS_PER_PAGE, URLSET_CLOSE, URLSET_OPEN } from './sitemap-xml';
import type { SitemapSource } from './sitemap-sources';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per query while a child sitemap streams: memory stays flat whatever the table's size. */
const BATCH = 1_000;

export type SitemapContext = {
  db: DbOrTx;
  publicUrl: string;
  sources: Record<string, SitemapSource>;
  urlLimit: number;
  /** Rows per query; BATCH unless a test walks one row at a time. */
  batchSize?: number;
};

/** The sitemap protocol's limit of bytes in one (uncompressed) file, less room for the urlset's open and close. */
const SITEMAP_BYTE_LIMIT = 50 * 1024 * 1024 - 1_024;

/**
 * Pages per child file: each page is URLS_PER_PAGE `<url>` entries (its language versions), and a
 * file stays under both limits. A page's bytes are measured on the longest path (a community's),
 * so a long public origin means fewer pages a file rather than an oversized one (at 50,000 URLs a
 * file is about 39 MB with a 21-character origin).
 */
export function pagesPerFile(ctx: Pick<SitemapContext, 'publicUrl' | 'urlLimit'>): number {
  const longest = Buffer.byteLength(pageUrlEntries(`${ctx.publicUrl}/listings/community/${'0'.repeat(36)}`, new Date()));
  return Math.max(1, Math.min(Math.floor(ctx.urlLimit / URLS_PER_PAGE), Math.floor(SITEMAP_BYTE_LIMIT / longest)));
}

/** /sitemap.xml: each source's pages counted, one child file per `urlLimit` URLs. */
export async function sitemapIndex(ctx: SitemapContext): Promise<string> {
  const perFile = pagesPerFile(ctx);
  const locations: string[] = [];
  for (const [name, source] of Object.entries(ctx.sources)) {
    const files = Math.ceil((await source.count(ctx.db)) / perFile);
    for (let n = 1; n <= files; n += 1) locations.push(`${ctx.publicUrl}/sitemaps/${name}-${n}.xml`);
  }
  return sitemapIndexXml(locations);
}

const CHILD = /^([a-z]+)-([1-9]\d{0,6})\.xml$/;

/**
 * A child sitemap (`listings-3.xml`) as a stream of text chunks, or undefined when there is no
 * such file. Its first rows are found by skipping to the file's start in id order; the rest are
 * read in keyset batches (id greater than the last one read), never more than BATCH rows at once.
 */
export async function childSitemap(ctx: SitemapContext, file: string): Promise<AsyncIterable<string> | undefined> {
  const match = CHILD.exec(file);
  const source = match?.[1] ? (Object.hasOwn(ctx.sources, match[1]) ? ctx.sources[match[1]] : undefined) : undefined;
  if (!match || !source) return undefined;
  const perFile = pagesPerFile(ctx);
  const offset = (Number(match[2]) - 1) * perFile;
  const size = ctx.batchSize ?? BATCH;
  const first = await source.batch(ctx.db, { offset, limit: Math.min(size, perFile) });
  if (first.length === 0) return undefined;
  return (async function* stream() {
    yield URLSET_OPEN;
    let rows = first;
    let written = 0;
    while (rows.length > 0) {
      yield rows.map((row) => pageUrlEntries(`${ctx.publicUrl}${source.path(row.id)}`, row.lastmod)).join('');
      written += rows.length;
      const last = rows[rows.length - 1];
      const left = perFile - written;
      if (left <= 0 || !last || rows.length < size) break;
      rows = await source.batch(ctx.db, { after: last.id, limit: Math.min(size, left) });
    }
    yield URLSET_CLOSE;
  })();
}
