import { describe, expect, it } from 'vitest';
import { appChunkOf } from './app-chunks';

const src = '/repo/apps/web/src';
/** Who imports whom, statically: each module with its importers. */
const importers: Record<string, string[]> = {
  [`${src}/main.tsx`]: [],
  [`${src}/app/layout/navbar.tsx`]: [`${src}/main.tsx`],
  [`${src}/lib/api/api-client.ts`]: [`${src}/app/layout/navbar.tsx`, `${src}/ui/location-combobox.tsx`],
  [`${src}/features/home/home-page.tsx`]: [],
  [`${src}/app/pages/search-results-page.tsx`]: [],
  [`${src}/features/property/pages/property-page.tsx`]: [],
  [`${src}/features/wallet/pages/wallet-page.tsx`]: [],
  [`${src}/ui/search-box.tsx`]: [`${src}/features/home/home-page.tsx`, `${src}/app/pages/search-results-page.tsx`],
  [`${src}/ui/location-combobox.tsx`]: [`${src}/ui/search-box.tsx`, `${src}/features/wallet/pages/wallet-page.tsx`],
  [`${src}/ui/listing-card.tsx`]: [
    `${src}/features/home/home-page.tsx`,
    `${src}/app/pages/search-results-page.tsx`,
    `${src}/features/property/pages/property-page.tsx`,
  ],
  [`${src}/features/property/gallery.tsx`]: [
    `${src}/features/property/pages/property-page.tsx`,
    `${src}/features/wallet/pages/wallet-page.tsx`,
  ],
  '/repo/node_modules/zustand/esm/vanilla.mjs': [`${src}/main.tsx`],
};
const graph = { getModuleInfo: (id: string) => (id in importers ? ({ importers: importers[id] } as never) : null) };

describe("the app's own chunks (decision 093)", () => {
  it("put what the entry imports, at any depth, in the app's core, but not the entry itself", () => {
    expect(appChunkOf(`${src}/app/layout/navbar.tsx`, graph)).toBe('app-core');
    // Also imported by a landing page's module: the entry needs it first.
    expect(appChunkOf(`${src}/lib/api/api-client.ts`, graph)).toBe('app-core');
    expect(appChunkOf(`${src}/main.tsx`, graph)).toBeNull();
  });

  it('put what two or three landing pages share in a chunk named after them, whoever else imports it', () => {
    expect(appChunkOf(`${src}/ui/listing-card.tsx`, graph)).toBe('landing-home-results-listing');
    expect(appChunkOf(`${src}/ui/search-box.tsx`, graph)).toBe('landing-home-results');
    // Imported through the search box by two landing pages, and by the wallet.
    expect(appChunkOf(`${src}/ui/location-combobox.tsx`, graph)).toBe('landing-home-results');
  });

  it("leave the rest to the bundler: one landing page's modules, other pages', and packages", () => {
    expect(appChunkOf(`${src}/features/property/gallery.tsx`, graph)).toBeNull();
    expect(appChunkOf(`${src}/features/home/home-page.tsx`, graph)).toBeNull();
    expect(appChunkOf(`${src}/features/wallet/pages/wallet-page.tsx`, graph)).toBeNull();
    expect(appChunkOf('/repo/node_modules/zustand/esm/vanilla.mjs', graph)).toBeNull();
  });
});
