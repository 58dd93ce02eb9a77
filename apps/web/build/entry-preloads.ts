import type { Plugin } from 'vite';

type BundleChunk = { type: 'chunk'; isEntry: boolean; imports: string[] } | { type: 'asset' };

/** The chunks an entry loads before it runs: its own file and its static imports, recursively. */
export function staticClosure(bundle: Record<string, BundleChunk>): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
    loaded.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
  return loaded;
}

/**
 * Leaves out of each dynamic import's preload list the chunks the entry has already loaded by
 * the time any dynamic import runs (the framework, the frame's shared modules): listing them again
 * for each of the 200-odd lazy routes and popups only made the entry heavier (decision 085).
 * The plugin reads the bundle before Vite writes the lists; `resolveDependencies` is for
 * `build.modulePreload`. The page's own `<link rel="modulepreload">` tags are left alone.
 */
export function entryPreloads() {
  let loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'terranest:entry-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = staticClosure(bundle as unknown as Record<string, BundleChunk>);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
    context.hostType === 'js' ? deps.filter((dep) => !loaded.has(dep)) : deps;
  return { plugin, resolveDependencies };
}
