import { describe, expect, it } from 'vitest';
import { entryPreloads, staticClosure } from './entry-preloads';

const chunk = (imports: string[], isEntry = false) => ({ type: 'chunk' as const, isEntry, imports });
const bundle = {
  'assets/index.js': chunk(['assets/framework.js', 'assets/shared.js'], true),
  'assets/shared.js': chunk(['assets/framework.js']),
  'assets/framework.js': chunk([]),
  'assets/home-page.js': chunk(['assets/framework.js', 'assets/listing-card.js']),
  'assets/listing-card.js': chunk(['assets/shared.js']),
  'assets/index.css': { type: 'asset' as const },
};

describe('the preload lists of dynamic imports (decision 085)', () => {
  it("hold the entry's static imports, recursively, as already loaded", () => {
    expect([...staticClosure(bundle)].sort()).toEqual(['assets/framework.js', 'assets/index.js', 'assets/shared.js']);
  });

  it("leave out what the entry has loaded from a lazy chunk's list, and leave the page's own preload links alone", () => {
    const { plugin, resolveDependencies } = entryPreloads();
    const generateBundle = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generateBundle.handler({}, bundle);
    const deps = ['assets/framework.js', 'assets/shared.js', 'assets/listing-card.js', 'assets/index.css'];
    expect(resolveDependencies('assets/home-page.js', deps, { hostType: 'js' })).toEqual(['assets/listing-card.js', 'assets/index.css']);
    expect(resolveDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps);
  });
});
