import type { Plugin } from 'vite';

type BundleChunk = { type: 'chunk'; isEntry: boolean; imports: string[] } | { type: 'asset' };

/** The chunks loaded before the given chunks run: the chunks themselves and their static imports, recursively. */
export function staticClosure(bundle: Record<string, BundleChunk>, from: string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
    loaded.add(fileName);
    chunk.imports.forEach(visit);
  };
  from.forEach(visit);
  return loaded;
}

/** The chunks every entry loads before it runs. */
export function entryClosure(bundle: Record<string, BundleChunk>): Set<string> {
  const entries = Object.entries(bundle).flatMap(([fileName, chunk]) => (chunk.type === 'chunk' && chunk.isEntry ? [fileName] : []));
  return staticClosure(bundle, entries);
}

/**
 * Leaves out of each dynamic import's preload list the chunks already loaded by the time it runs:
 * what the entry has loaded (the framework, the frame's shared modules; listing them again for each
 * of the 200-odd lazy routes and popups only made the entry heavier, decision 085), and what the
 * importing chunk has loaded, since it is running. Each chunk listed costs the page a
 * `<link rel="modulepreload">` added on the main thread (about 0.7 ms each on this machine, 2.7 ms
 * on a throttled phone): the listing wizard's lazy form listed 44 chunks, 10 of them loaded with
 * the page. The plugin reads the bundle before Vite writes the lists; `resolveDependencies` is for
 * `build.modulePreload`. The page's own `<link rel="modulepreload">` tags are left alone.
 */
export function preloadLists() {
  let loaded = new Set<string>();
  let bundle: Record<string, BundleChunk> = {};
  const loadedBy = new Map<string, Set<string>>();
  const closureOf = (fileName: string) => {
    let closure = loadedBy.get(fileName);
    if (!closure) loadedBy.set(fileName, (closure = staticClosure(bundle, [fileName])));
    return closure;
  };
  const plugin: Plugin = {
    name: 'terranest:preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, written) {
        bundle = written as unknown as Record<string, BundleChunk>;
        loaded = entryClosure(bundle);
        loadedBy.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => {
    if (context.hostType !== 'js') return deps;
    const importer = closureOf(context.hostId);
    return deps.filter((dep) => !loaded.has(dep) && !importer.has(dep));
  };
  return { plugin, resolveDependencies };
}
