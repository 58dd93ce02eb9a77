import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { communities } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { directoryProfessional } from '../professionals/directory.fixtures';
import { CONTENT_PATHS, sitemapSources } from './sitemap-sources';
import { childSitemap } from './sitemap.service';

// Ten URLs a file: two pages (each five language versions) per child sitemap, so a handful of rows splits.
const { app, db } = await createTestApp({ sitemapUrlLimit: 10 });
const BASE = app.deps.config.publicUrl;
const visitor = httpClient(app);
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const owner = await seedRoleAccount(db, 'owner');
const publicListings = await Promise.all(Array.from({ length: 5 }, () => seedListing(db, { ownerId: owner.id })));
const notPublic = await Promise.all([
  seedListing(db, { ownerId: owner.id, status: 'draft', complete: false }),
  seedListing(db, { ownerId: owner.id, hidden: true }),
  seedListing(db, { ownerId: owner.id, status: 'expired' }),
  seedListing(db, { ownerId: owner.id, status: 'inactive' }),
  seedListing(db, { ownerId: owner.id, status: 'pending' }),
]);
const [community, draftCommunity] = await db
  .insert(communities)
  .values([
    { ownerId: owner.id, title: 'Riverside Lofts' },
    { ownerId: owner.id, title: 'Not yet' },
  ])
  .returning();
if (!community || !draftCommunity) throw new Error('communities not inserted');
const inCommunity = await seedListing(db, { ownerId: owner.id, communityId: community.id });
await seedListing(db, { ownerId: owner.id, communityId: draftCommunity.id, status: 'draft', complete: false });
const listed = await directoryProfessional(app, db, admin, { serves: ['78701'] });
const waiting = await directoryProfessional(app, db, admin, { status: 'submitted', serves: ['78701'] });

type UrlEntry = { loc: string; lastmod: string; alternates: { hreflang: string; href: string }[] };

/** Parses a sitemap or index with saxes (throws on malformed XML); `<url>` entries and `<sitemap>` locations. */
function parse(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const urls: UrlEntry[] = [];
  const sitemaps: string[] = [];
  let current: UrlEntry | undefined;
  let field: 'loc' | 'lastmod' | undefined;
  let parent = '';
  let root = '';
  parser.on('opentag', (tag) => {
    root ||= `${tag.uri} ${tag.local}`;
    if (tag.local === 'url' || tag.local === 'sitemap') parent = tag.local;
    if (tag.local === 'url') urls.push((current = { loc: '', lastmod: '', alternates: [] }));
    if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
    if (tag.uri === 'http://www.w3.org/1999/xhtml' && tag.local === 'link' && current) {
      expect(tag.attributes.rel?.value).toBe('alternate');
      current.alternates.push({ hreflang: tag.attributes.hreflang?.value ?? '', href: tag.attributes.href?.value ?? '' });
    }
  });
  parser.on('text', (text) => {
    if (field === 'loc' && parent === 'sitemap') sitemaps.push(text);
    else if (field && current) current[field] += text;
  });
  parser.on('closetag', () => {
    field = undefined;
  });
  parser.write(xml).close();
  return { urls, sitemaps, root };
}

async function fetchXml(url: string) {
  const res = await visitor.get(url.replace(BASE, ''));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return { ...parse(res.body), body: res.body };
}

/** The index and every child it names, parsed. */
async function crawl() {
  const index = await fetchXml('/sitemap.xml');
  expect(index.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex');
  const children = [];
  for (const location of index.sitemaps) children.push({ location, ...(await fetchXml(location)) });
  return { index, children, urls: children.flatMap((child) => child.urls), text: children.map((child) => child.body).join('') };
}

const LANGS = ['en', 'zh-Hant', 'zh-Hans', 'es'];
const versionsOf = (path: string) => [...LANGS.map((lang) => `${BASE}${path}?lang=${lang}`), `${BASE}${path}`];

describe('/sitemap.xml', () => {
  it('lists every public listing, community and listed professional once in each language, and the content pages', async () => {
    const { urls } = await crawl();
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const pages = [
      ...[...publicListings, inCommunity].map((listing) => `/listings/${listing.id}`),
      `/listings/community/${community.id}`,
      `/professional/${listed.id}`,
      ...CONTENT_PATHS,
    ];
    for (const path of pages) for (const version of versionsOf(path)) expect(locs.filter((loc) => loc === version)).toHaveLength(1);
    expect(locs).toHaveLength(pages.length * 5);
    expect(locs).toContain(`${BASE}/`);
    expect(locs).toContain(`${BASE}/find-professional/escrow-officer?lang=zh-Hant`);
  });

  it('leaves out drafts, hidden, expired, taken-down and pending listings, empty communities and unverified professionals', async () => {
    const { text } = await crawl();
    for (const id of [...notPublic.map((listing) => listing.id), draftCommunity.id, waiting.id]) expect(text).not.toContain(id);
    expect(text).not.toContain('/dashboard');
    expect(text).not.toContain('/compatible');
  });

  it('gives every URL the four languages and x-default as alternates, reciprocally, with its lastmod', async () => {
    const { urls } = await crawl();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(url.alternates.map((link) => link.hreflang)).toEqual([...LANGS, 'x-default']);
      expect(url.alternates.map((link) => link.href)).toContain(url.loc);
      // Each alternate is itself listed, and lists this URL and every other alternate back.
      for (const link of url.alternates) expect(byLoc.get(link.href)?.alternates).toEqual(url.alternates);
    }
    const listing = byLoc.get(`${BASE}/listings/${inCommunity.id}?lang=es`);
    expect(listing?.lastmod).toBe(inCommunity.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('splits into child sitemaps of at most the URL limit, each named in the index, and answers 404 past the last', async () => {
    const { index, children } = await crawl();
    // 6 listings at 2 pages a file; 1 community; 1 professional; the content pages.
    const names = index.sitemaps.map((loc) => loc.replace(`${BASE}/sitemaps/`, ''));
    expect(names.filter((name) => name.startsWith('listings-'))).toEqual(['listings-1.xml', 'listings-2.xml', 'listings-3.xml']);
    expect(names.filter((name) => !name.startsWith('listings-') && !name.startsWith('pages-'))).toEqual([
      'communities-1.xml',
      'professionals-1.xml',
    ]);
    expect(names.filter((name) => name.startsWith('pages-'))).toHaveLength(Math.ceil(CONTENT_PATHS.length / 2));
    for (const child of children) expect(child.urls.length).toBeLessThanOrEqual(10);
    expect(children.find((child) => child.location.endsWith('listings-1.xml'))?.urls).toHaveLength(10);
    for (const missing of ['listings-4.xml', 'listings-0.xml', 'offers-1.xml', 'constructor-1.xml', 'listings-1.txt'])
      expect((await visitor.get(`/sitemaps/${missing}`)).statusCode).toBe(404);
  });

  it('drops a listing its owner removes', async () => {
    const removed = publicListings[0]!;
    expect((await crawl()).text).toContain(removed.id);
    const ownerClient = await clientAs(app, owner);
    expect((await ownerClient.delete(`/api/v1/properties/${removed.id}`)).statusCode).toBe(200);
    const after = await crawl();
    expect(after.text).not.toContain(removed.id);
    expect(after.index.sitemaps.filter((loc) => loc.includes('/listings-'))).toHaveLength(3);
  });
});

describe('the keyset walk', () => {
  it('reads a child sitemap in batches of one row, each after the last, to the same URLs as one read', async () => {
    const ctx = { db, publicUrl: BASE, sources: sitemapSources(new Date()), urlLimit: 50_000 };
    const read = async (batchSize: number) => {
      const chunks = await childSitemap({ ...ctx, batchSize }, 'listings-1.xml');
      let xml = '';
      for await (const chunk of chunks ?? []) xml += chunk;
      return parse(xml).urls.map((url) => url.loc);
    };
    const oneByOne = await read(1);
    expect(oneByOne).toEqual(await read(1_000));
    expect(oneByOne).toHaveLength(5 * 5);
    // In id order, so batches can never overlap or skip.
    const ids = oneByOne.filter((loc) => !loc.includes('?')).map((loc) => loc.split('/').pop() ?? '');
    expect(ids).toEqual([...ids].sort());
  });
});

describe('/robots.txt', () => {
  it('allows every page, keeps crawlers out of the API but for the public reads, and names the sitemap', async () => {
    const res = await visitor.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Allow: /', 'Disallow: /api/']));
    // Private pages are kept out of the index by noindex, which a crawler must be allowed to read (decision 091).
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    // A crawler rendering a listing or a profile may read what those pages show.
    expect(lines).toEqual(expect.arrayContaining(['Allow: /api/v1/properties/', 'Allow: /api/v1/professionals/']));
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const path of ['/listings/', '/listings/community/', '/professional/', '/find-professional', '/about'])
      expect(lines).not.toContain(`Disallow: ${path}`);
  });
});
