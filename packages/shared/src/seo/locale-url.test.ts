import { describe, expect, it } from 'vitest';
import { hreflangAlternates, localeFromParam, localizedUrl } from './locale-url';

describe('locale in the URL', () => {
  it('reads ?lang= in any case, English as en, en-us or en-US, and nothing else', () => {
    expect(localeFromParam('zh-hant')).toBe('zh-Hant');
    expect(localeFromParam('zh-Hans')).toBe('zh-Hans');
    expect(localeFromParam('en')).toBe('en-us');
    expect(localeFromParam('en-US')).toBe('en-us');
    expect(localeFromParam('ES')).toBe('es');
    for (const bad of ['fr', 'zh', '', null, undefined, 'en-gb']) expect(localeFromParam(bad)).toBeUndefined();
  });

  it('sets ?lang= and keeps the other parameters', () => {
    expect(localizedUrl('https://t.example/find-professional/agent?page=2', 'zh-Hant')).toBe(
      'https://t.example/find-professional/agent?page=2&lang=zh-Hant',
    );
    expect(localizedUrl('https://t.example/about?lang=es', 'en-us')).toBe('https://t.example/about?lang=en');
  });

  it('lists the four languages and x-default, the same set from every language version', () => {
    const links = hreflangAlternates('https://t.example/listings/1');
    expect(links).toEqual([
      { hreflang: 'en', href: 'https://t.example/listings/1?lang=en' },
      { hreflang: 'zh-Hant', href: 'https://t.example/listings/1?lang=zh-Hant' },
      { hreflang: 'zh-Hans', href: 'https://t.example/listings/1?lang=zh-Hans' },
      { hreflang: 'es', href: 'https://t.example/listings/1?lang=es' },
      { hreflang: 'x-default', href: 'https://t.example/listings/1' },
    ]);
    expect(hreflangAlternates('https://t.example/listings/1?lang=es')).toEqual(links);
  });
});
