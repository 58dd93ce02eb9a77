import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, isSupportedLocale, SUPPORTED_LOCALES } from './locale';

describe('locales', () => {
  it("support en-us (default), zh-Hant, zh-Hans and es; the default country is 'us'", () => {
    expect(SUPPORTED_LOCALES).toEqual(['en-us', 'zh-Hant', 'zh-Hans', 'es']);
    expect(DEFAULT_LOCALE).toBe('en-us');
    expect(DEFAULT_COUNTRY).toBe('us');
  });
  it('recognises supported locales exactly', () => {
    expect(isSupportedLocale('zh-Hant')).toBe(true);
    expect(isSupportedLocale('zh-hant')).toBe(false);
    expect(isSupportedLocale('fr')).toBe(false);
  });
});
