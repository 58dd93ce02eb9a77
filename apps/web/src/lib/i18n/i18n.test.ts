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
