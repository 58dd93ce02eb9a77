import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { appChunkGroups } from './build/app-chunks';
import { compatibilitySplash } from './build/compatibility-splash';
import { preloadLists } from './build/preload-lists';
import { precompress } from './build/precompress';

const HEAVY_RULES =
  /packages[\\/]shared[\\/]src[\\/](validation[\\/](phone|postal-code|payout|card)\.ts|payments[\\/]payments\.schema\.ts|listings[\\/](listing-steps|community\.schema)\.ts|accounts[\\/]account-update\.schema\.ts)/;
const ZOD = /node_modules[\\/]zod[\\/]/;
/** The offers' shared modules: used only by the offer pages and the offers dashboard, which load them. */
/** Shared modules only their own pages use (offers, the wallets' payment methods, professionals): they load with those pages. */
const OWN_PAGES =
  /packages[\\/]shared[\\/]src[\\/](offers[\\/]|orders[\\/]|services[\\/]|messaging[\\/]|listhub[\\/]|admin[\\/]|reference[\\/]offers\.ts|payments[\\/]payment-methods\.ts|professionals[\\/]|domain[\\/]business-days\.ts)/;
const SHARED = /packages[\\/]shared[\\/]src[\\/]/;
const ACCOUNT_LISTS = /packages[\\/]shared[\\/]src[\\/](reference[\\/](countries|time-zones|languages|people)|validation[\\/])/;

/**
 * Where a module of zod or of the shared package goes: 'schemas' for zod and the shared modules
 * built on it (directly or not), 'shared' for the rest, null (split by who imports it) for the
 * heavy rules and what imports them, and the modules only their own pages use (OWN_PAGES).
 */
function sharedChunk(id: string, ctx: Rolldown.ChunkingContext): 'schemas' | 'shared' | null {
  if (ZOD.test(id)) return 'schemas';
  if (!SHARED.test(id)) return null;
  const reaches = (target: RegExp) => {
    const seen = new Set<string>();
    const walk = (module: string): boolean => {
      if (seen.has(module)) return false;
      seen.add(module);
      return (ctx.getModuleInfo(module)?.importedIds ?? []).some((next) => target.test(next) || (SHARED.test(next) && walk(next)));
    };
    return target.test(id) || walk(id);
  };
  if (OWN_PAGES.test(id) || reaches(HEAVY_RULES)) return null;
  return reaches(ZOD) ? 'schemas' : 'shared';
}

const preloads = preloadLists();

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * The server's build of the app (`vite build --ssr src/entry-server.tsx`, decision 090): one module
 * the API server imports to render a visitor's first page; npm packages stay external (Node loads them).
 */
const serverBuild = defineConfig({
  plugins: [react()],
  build: { outDir: 'dist-server', target: 'node20', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
});

const browserBuild = defineConfig({
  plugins: [react(), tailwindcss(), compatibilitySplash(), precompress(), preloads.plugin],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Groups split by their importers (`entriesAware`) are named after all of them: keep the group's name.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        // A few long-lived chunks instead of dozens of tiny ones (HTTP/1.1 queues requests): the
        // framework every page needs, the app's core, what the landing pages share, what forms need,
        // and the realtime client. The rest of the app's own code is split by route.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 5,
            },
            // The app's own modules and the shared package's plain parts (messages, reference lists,
            // constants, domain rules): what the app's entry imports, and what the landing pages
            // share (decision 093). Taken before the groups below (at priorities 4 and 3), which
            // would otherwise take them along.
            ...appChunkGroups({ alsoTakes: (id, ctx) => sharedChunk(id, ctx) === 'shared', priority: 3 }),
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 2 },
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/,
              priority: 2,
            },
            // The rest of the shared package's plain parts, before the schemas, which would otherwise
            // pull them in, and every page with them: the lists of account forms, and the rest.
            {
              debugName: 'account-lists',
              name: (id, ctx) => (sharedChunk(id, ctx) === 'shared' && ACCOUNT_LISTS.test(id) ? 'account-lists' : null),
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
              priority: 2,
            },
            {
              debugName: 'shared-rules',
              name: (id, ctx) => (sharedChunk(id, ctx) === 'shared' ? 'shared-rules' : null),
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
              priority: 2,
            },
            // zod and every shared module built on it: loaded with the first reply, form or search
            // that needs a schema, after the page has painted (issue 24's budget). The phone,
            // postal-code and bank-account rules (libphonenumber-js, postcode-validator, ibantools,
            // about 40 KB gzipped) and the modules importing them stay out: they load with their forms.
            {
              debugName: 'schemas',
              name: (id, ctx) => (sharedChunk(id, ctx) === 'schemas' ? 'schemas' : null),
              entriesAware: true,
              entriesAwareMergeThreshold: 4000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
