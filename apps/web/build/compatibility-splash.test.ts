import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../src/lib/i18n/locales';
import { compatibilitySplash, readCompatibleCatalog, renderCompatibilityHtml, type TCompatibleCatalog } from './compatibility-splash';

const localesDir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'locales');
const realLanguages = () =>
  LOCALES.map((locale) => ({ tag: locale.tag, catalog: readCompatibleCatalog(path.join(localesDir, locale.id, 'compatible.json')) }));

const sample: TCompatibleCatalog = {
  product: 'Terranest',
  languageName: 'English',
  title: 'Your browser is not supported',
  lead: 'Lead',
  why: 'Why',
  browsersHeading: 'Download a supported browser',
  choose: 'Choose',
  download: 'Download {{browser}}',
};

describe('compatible.html', () => {
  it('shows every interface language’s title, each in a block with its lang attribute', () => {
    const html = renderCompatibilityHtml(realLanguages());
    for (const { tag, catalog } of realLanguages()) {
      expect(html).toContain(`lang="${tag}"`);
      expect(html).toContain(catalog.title);
    }
    expect(html).toContain('<h1');
    expect(html).toContain('Terranest');
  });

  it('links to Edge, Chrome, Firefox and Safari downloads', () => {
    const html = renderCompatibilityHtml(realLanguages());
    for (const url of [
      'https://www.microsoft.com/edge',
      'https://www.google.com/chrome/',
      'https://www.mozilla.org/firefox/',
      'https://www.apple.com/safari/',
    ]) {
      expect(html).toContain(`href="${url}"`);
    }
    expect(html).toContain('Download Google Chrome');
  });

  it('contains no JavaScript, only inline CSS, so Internet Explorer can show it', () => {
    const html = renderCompatibilityHtml(realLanguages());
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/<link/i);
    expect(html).not.toContain('var(--');
    expect(html).toContain('<style>');
  });

  it('escapes HTML in catalog texts', () => {
    const html = renderCompatibilityHtml([{ tag: 'en-US', catalog: { ...sample, title: '<img src=x onerror="alert(1)"> & more' } }]);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more');
    expect(html).not.toContain('<img');
  });

  it('fails the build when a catalog misses a text', () => {
    const file = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'splash-')), 'compatible.json');
    fs.writeFileSync(file, JSON.stringify({ ...sample, title: undefined }));
    expect(() => readCompatibleCatalog(file)).toThrow(/"title" is missing/);
  });

  it('the plugin emits compatible.html into the build output', () => {
    const plugin = compatibilitySplash();
    const configResolved = plugin.configResolved as unknown as (config: { root: string }) => void;
    configResolved({ root: path.join(localesDir, '..', '..') });
    const emitFile = vi.fn<(file: { type: string; fileName: string; source: string }) => string>(() => 'ref');
    const generateBundle = plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void;
    generateBundle.call({ emitFile });
    expect(emitFile).toHaveBeenCalledOnce();
    const emitted = emitFile.mock.calls[0]?.[0];
    expect(emitted?.fileName).toBe('compatible.html');
    expect(emitted?.source).toContain('lang="zh-Hant"');
  });
});
