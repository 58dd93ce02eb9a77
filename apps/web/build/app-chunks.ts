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
/** Which modules besides the app's own the groups may take (the shared package's plain parts). */
type AlsoTakes = (id: string, graph: ModuleGraph) => boolean;

/**
 * Where one of the app's own modules (or one `alsoTakes` lets in) goes (decision 093): 'app-core'
 * when the entry imports it (statically, at any depth), 'landing-<pages>' when two or three landing
 * pages import it and the entry does not, null (split by who imports it) otherwise. Without these
 * groups the bundler cut the app into a chunk for every set of pages sharing a module: home loaded
 * 49 files, 35 of them under 1 KB gzipped.
 */
export function appChunkOf(
  id: string,
  graph: ModuleGraph,
  alsoTakes: AlsoTakes = () => false,
  cache = new Map<string, string | null>(),
): string | null {
  if (APP_ENTRY.test(id) || !(APP_SOURCE.test(id) || alsoTakes(id, graph))) return null;
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
 * The app's chunk groups: the entry's modules in one chunk (at `priority + 1`), taken first so that
 * a landing chunk does not take them along with its own (a group takes its modules' imports with
 * them), then a chunk for each set of landing pages sharing modules (at `priority`). A landing page
 * loads no module it did not load before, in fewer files; another page loads a landing chunk whole
 * where it needs part of it.
 */
export function appChunkGroups({ alsoTakes, priority }: { alsoTakes: AlsoTakes; priority: number }): Rolldown.CodeSplittingGroup[] {
  const cache = new Map<string, string | null>();
  const chunkOf = (id: string, graph: ModuleGraph) => appChunkOf(id, graph, alsoTakes, cache);
  return [
    { debugName: 'app-core', name: (id, ctx) => (chunkOf(id, ctx) === 'app-core' ? 'app-core' : null), priority: priority + 1 },
    {
      debugName: 'landing',
      name: (id, ctx) => {
        const chunk = chunkOf(id, ctx);
        return chunk?.startsWith('landing-') ? chunk : null;
      },
      priority,
    },
  ];
}
