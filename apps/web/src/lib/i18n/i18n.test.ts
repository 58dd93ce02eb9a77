import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, initialLocale } from './i18n';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language a page opens in', () => {
  it('follows ?lang= (a hreflang alternate a search engine or a shared link opens), remembers it and tidies the address', async () => {
    localStorage.setItem('locale', 'es');
    window.history.replaceState(null, '', '/listings/abc?lang=zh-Hant&tab=photos#map');
    expect(initialLocale()).toBe('zh-Hant');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/listings/abc?tab=photos#map');
    expect(localStorage.getItem('locale')).toBe('zh-Hant');

    window.history.replaceState(null, '', '/about?lang=en');
    const i18n = await initI18n({ resources: {} });
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('ignores a language it does not offer, keeping the remembered choice', () => {
    localStorage.setItem('locale', 'es');
    window.history.replaceState(null, '', '/faq?lang=fr');
    expect(initialLocale()).toBe('es');
    expect(window.location.search).toBe('');
  });

  it('opens in the remembered choice when the address names none', () => {
    localStorage.setItem('locale', 'zh-Hans');
    window.history.replaceState(null, '', '/help');
    expect(initialLocale()).toBe('zh-Hans');
  });
});

describe('numbers in the catalogs ({{count, number}})', () => {
  it('are written the language’s way, with one number format made for the language, not one per number', async () => {
    const Original = Intl.NumberFormat;
    const made: unknown[] = [];
    Intl.NumberFormat = function NumberFormat(...args: ConstructorParameters<typeof Original>) {
      made.push(args[0]);
      return new Original(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      const i18n = await initI18n({
        locale: 'es',
        resources: { es: { home: { homes_one: '{{count, number}} vivienda', homes_other: '{{count, number}} viviendas' } } },
      });
      expect(i18n.t('home:homes', { count: 1 })).toBe('1 vivienda');
      expect(i18n.t('home:homes', { count: 12345 })).toBe('12.345 viviendas');
      for (let count = 2; count < 12; count += 1) i18n.t('home:homes', { count });
      expect(made.filter((locales) => String(locales) === 'es').length).toBeLessThanOrEqual(1);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
