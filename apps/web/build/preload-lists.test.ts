import { describe, expect, it } from 'vitest';
import { entryClosure, preloadLists, staticClosure } from './preload-lists';

const chunk = (imports: string[], isEntry = false) => ({ type: 'chunk' as const, isEntry, imports });
const bundle = {
  'assets/index.js': chunk(['assets/framework.js', 'assets/shared.js'], true),
  'assets/shared.js': chunk(['assets/framework.js']),
  'assets/framework.js': chunk([]),
  'assets/home-page.js': chunk(['assets/framework.js', 'assets/listing-card.js']),
  'assets/listing-card.js': chunk(['assets/shared.js', 'assets/format-price.js']),
  'assets/format-price.js': chunk([]),
  'assets/wizard.js': chunk(['assets/format-price.js', 'assets/phone.js']),
  'assets/phone.js': chunk([]),
  'assets/index.css': { type: 'asset' as const },
};

function listsFor(written: typeof bundle) {
  const { plugin, resolveDependencies } = preloadLists();
  const generateBundle = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  generateBundle.handler({}, written);
  return resolveDependencies;
}

describe('the preload lists of dynamic imports (decision 085)', () => {
  it("hold the entry's static imports, recursively, as already loaded", () => {
    expect([...entryClosure(bundle)].sort()).toEqual(['assets/framework.js', 'assets/index.js', 'assets/shared.js']);
    expect([...staticClosure(bundle, ['assets/home-page.js'])].sort()).toEqual([
      'assets/format-price.js',
      'assets/framework.js',
      'assets/home-page.js',
      'assets/listing-card.js',
      'assets/shared.js',
    ]);
  });

  it("leave out what the entry has loaded from a lazy chunk's list, and leave the page's own preload links alone", () => {
    const resolveDependencies = listsFor(bundle);
    const deps = ['assets/framework.js', 'assets/shared.js', 'assets/listing-card.js', 'assets/format-price.js', 'assets/index.css'];
    expect(resolveDependencies('assets/home-page.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([
      'assets/listing-card.js',
      'assets/format-price.js',
      'assets/index.css',
    ]);
    expect(resolveDependencies('index.html', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });

  it('leave out what the importing chunk has loaded, since it is running', () => {
    const resolveDependencies = listsFor(bundle);
    // The home page imports the wizard lazily: the price format is loaded with the page, the phone rules are not.
    expect(
      resolveDependencies('assets/wizard.js', ['assets/format-price.js', 'assets/phone.js'], {
        hostId: 'assets/home-page.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/phone.js']);
    // Imported from the entry, both are listed.
    expect(
      resolveDependencies('assets/wizard.js', ['assets/format-price.js', 'assets/phone.js'], { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(['assets/format-price.js', 'assets/phone.js']);
  });
});
