import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { seedListing } from '../../seed/factories';
import { directoryProfessional } from '../professionals/directory.fixtures';

// A miniature web build: the shell as Vite writes it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-seo-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en-US">\n  <head>\n    <meta name="description" content="Buy, sell and invest." />\n    <title>Terranest</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>',
);
const { app, db } = await createTestApp({ webDistDir: dist });
const BASE = app.deps.config.publicUrl;
const visitor = httpClient(app);
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const listing = await seedListing(db, { city: 'Austin', state: 'TX', zip: '78704', country: 'us', beds: 3, baths: 2, sizeSqft: 1850 });
const appraiser = await directoryProfessional(app, db, admin, { plan: 'basic', serves: ['78704'] });
const TRADITIONAL = '在德州中部從事住宅估價十二年。';
expect((await appraiser.client.put('/api/v1/professionals/me/translations/zh-Hant', { aboutMe: TRADITIONAL })).statusCode).toBe(200);

/** The head as a crawler reads it without running the app. */
async function head(url: string) {
  const res = await visitor.get(url);
  expect(res.statusCode, url).toBe(200);
  const html = res.body;
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    html,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((m) => ({
      hreflang: m[1],
      href: m[2]?.replace(/&amp;/g, '&'),
    })),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

const LANGS = ['en', 'zh-Hant', 'zh-Hans', 'es'];

describe('a public page in a language named by ?lang=', () => {
  it("serves a listing's head, JSON-LD and <html lang> in Traditional Chinese", async () => {
    const page = await head(`/listings/${listing.id}?lang=zh-Hant`);
    expect(page.lang).toBe('zh-Hant');
    expect(page.canonical).toBe(`${BASE}/listings/${listing.id}?lang=zh-Hant`);
    expect(page.html).toContain('3 房 · 2 衛 · 1,850 平方英尺');
    expect(page.jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      inLanguage: 'zh-Hant',
      contentLocation: { address: { addressLocality: '奧斯汀', postalCode: '78704' } },
    });
    const english = await head(`/listings/${listing.id}`);
    expect(english.lang).toBe('en-US');
    expect(english.canonical).toBe(`${BASE}/listings/${listing.id}`);
    expect(english.html).toContain('3 bd · 2 ba · 1,850 sq ft');
    expect(english.jsonLd).toMatchObject({ inLanguage: 'en', contentLocation: { address: { addressLocality: 'Austin' } } });
  });

  it('lists every language and x-default on every language version, each naming the others back (reciprocal)', async () => {
    for (const pagePath of [`/listings/${listing.id}`, `/professional/${appraiser.id}`, '/find-professional/appraiser', '/about', '/']) {
      const bare = await head(pagePath);
      expect(bare.alternates.map((link) => link.hreflang)).toEqual([...LANGS, 'x-default']);
      for (const link of bare.alternates) {
        const version = await head(link.href!.replace(BASE, ''));
        expect(version.alternates, link.href).toEqual(bare.alternates);
        expect(version.canonical).toBe(link.href);
        expect(version.lang).toBe(link.hreflang === 'x-default' ? 'en-US' : link.hreflang === 'en' ? 'en-US' : link.hreflang);
      }
    }
  });

  it("gives a professional's About me and profession in the page's language, English where the plan publishes none", async () => {
    const traditional = await head(`/professional/${appraiser.id}?lang=zh-Hant`);
    expect(traditional.title).toContain('估價師');
    expect(traditional.jsonLd).toMatchObject({ '@type': 'ProfessionalService', description: TRADITIONAL });
    const spanish = await head(`/professional/${appraiser.id}?lang=es`);
    expect(spanish.title).toContain('Tasador');
    expect(spanish.jsonLd?.description).not.toBe(TRADITIONAL);
    expect((await head('/find-professional/appraiser?lang=zh-Hans')).title).toBe('寻找专业人士: 估价师 | Terranest');
  });

  it('keeps a content page title, and gives pages that are not public no alternates', async () => {
    const about = await head('/about?lang=es');
    expect(about.lang).toBe('es');
    expect(about.title).toBe('Terranest');
    expect(about.canonical).toBe(`${BASE}/about?lang=es`);
    const dashboard = await head('/dashboard/wallet?lang=es');
    expect(dashboard.lang).toBe('es');
    expect(dashboard.alternates).toEqual([]);
    expect(dashboard.canonical).toBeUndefined();
    expect((await head('/about?lang=klingon')).lang).toBe('en-US');
  });
});
