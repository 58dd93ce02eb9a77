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
  '/repo/packages/shared/src/messages/messages.ts': [`${src}/app/layout/navbar.tsx`],
  '/repo/packages/shared/src/domain/money.ts': [`${src}/ui/listing-card.tsx`],
  '/repo/packages/shared/src/listings/listing.schema.ts': [`${src}/ui/listing-card.tsx`],
};
/** The shared package's plain parts (in the build: no zod, no heavy rules). */
const plainShared = (id: string) => id.includes('/packages/shared/') && !id.endsWith('.schema.ts');
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

  it("take the shared package's modules it is told to, by the same rules", () => {
    expect(appChunkOf('/repo/packages/shared/src/messages/messages.ts', graph, plainShared)).toBe('app-core');
    expect(appChunkOf('/repo/packages/shared/src/domain/money.ts', graph, plainShared)).toBe('landing-home-results-listing');
    expect(appChunkOf('/repo/packages/shared/src/listings/listing.schema.ts', graph, plainShared)).toBeNull();
    expect(appChunkOf('/repo/packages/shared/src/domain/money.ts', graph)).toBeNull();
  });

  it("leave the rest to the bundler: one landing page's modules, other pages', and packages", () => {
    expect(appChunkOf(`${src}/features/property/gallery.tsx`, graph)).toBeNull();
    expect(appChunkOf(`${src}/features/home/home-page.tsx`, graph)).toBeNull();
    expect(appChunkOf(`${src}/features/wallet/pages/wallet-page.tsx`, graph)).toBeNull();
    expect(appChunkOf('/repo/node_modules/zustand/esm/vanilla.mjs', graph)).toBeNull();
  });
});
