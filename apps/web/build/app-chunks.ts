import type { Rolldown } from 'vite';

/** The app's entry: what it imports, every page runs first. */
const APP_ENTRY = /src[\\/]main\.tsx$/;
const APP_SOURCE = /apps[\\/]web[\\/]src[\\/]/;
/** The pages visitors land on, rendered on the server (issue 24's budget pages), by the names their chunks take. */
const LANDING_PAGES = [
  { name: 'home', module: /src[\\/]features[\\/]home[\\/]home-page\.tsx$/ },
  { name: 'results', module: /src[\\/]app[\\/]pages[\\/]search-results-page\.tsx$/ },
  { name: 'listing', module: /src[\\/]features[\\/]property[\\/]pages[\\/]property-page\.tsx$/ },
];

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/**
 * Where one of the app's own modules goes (decision 093): 'app-core' when the entry imports it
 * (statically, at any depth), 'landing-<pages>' when two or three landing pages import it and the
 * entry does not, null (split by who imports it) otherwise. Without these groups the bundler cut the
 * app into a chunk for every set of pages that shares a module: home loaded 49 files, 35 of them
 * under 1 KB gzipped.
 */
export function appChunkOf(id: string, graph: ModuleGraph, cache = new Map<string, string | null>()): string | null {
  if (!APP_SOURCE.test(id) || APP_ENTRY.test(id)) return null;
  const cached = cache.get(id);
  if (cached !== undefined) return cached;
  const importedBy = new Set<string>();
  const seen = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (APP_ENTRY.test(module)) importedBy.add('entry');
    for (const page of LANDING_PAGES) if (page.module.test(module)) importedBy.add(page.name);
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) walk(importer);
  };
  walk(id);
  const pages = LANDING_PAGES.filter((page) => importedBy.has(page.name)).map((page) => page.name);
  const chunk = importedBy.has('entry') ? 'app-core' : pages.length >= 2 ? `landing-${pages.join('-')}` : null;
  cache.set(id, chunk);
  return chunk;
}

/**
 * The app's own chunk groups: the entry's modules in one chunk, taken first so that a landing chunk
 * does not pull them in with its own (a group takes its modules' imports along), then a chunk for
 * each set of landing pages sharing modules. A landing page loads no byte more than before and
 * fewer files; another page loads a landing chunk whole where it needs part of it.
 */
export function appChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const cache = new Map<string, string | null>();
  return [
    {
      debugName: 'app-core',
      name: (id, ctx) => (appChunkOf(id, ctx, cache) === 'app-core' ? 'app-core' : null),
      priority: 2,
    },
    {
      debugName: 'landing',
      name: (id, ctx) => {
        const chunk = appChunkOf(id, ctx, cache);
        return chunk?.startsWith('landing-') ? chunk : null;
      },
      priority: 1,
    },
  ];
}
