import { describe, expect, it } from 'vitest';
import { LAYOUT_COPY } from './mail-layout';
import { renderMail, resolveMailLocale } from './render-mail';
import { SUPPORTED_LOCALES } from '@app/shared/constants/locale';
import { describeMailTemplates } from './testing/mail-template-checks';
import { testMail } from './testing/test-mail';

// Every module's mail test runs describeMailTemplates on its own templates; this runs it on the
// platform's test mail and checks what is no template's own: locales, links, the layout.
describeMailTemplates([testMail]);

describe('renderMail', () => {
  it('writes to unknown or missing locales in English and accepts any letter case', () => {
    const data = testMail.example;
    const english = renderMail(testMail, 'en-us', data);
    expect(renderMail(testMail, 'fr', data)).toEqual(english);
    expect(renderMail(testMail, null, data)).toEqual(english);
    expect(renderMail(testMail, 'zh-hant', data).subject).toBe('您的測試郵件');
    expect(resolveMailLocale('ZH-HANS')).toBe('zh-Hans');
  });

  it('refuses data that lacks a field, and links that are not http(s)', () => {
    expect(() => renderMail(testMail, 'en-us', { link: 'https://x.example/' } as never)).toThrow('Mail data is missing "firstName"');
    expect(() => renderMail(testMail, 'en-us', { firstName: 'Ana', link: 'javascript:alert(1)' })).toThrow('must be an http(s) URL');
  });

  it('has the layout texts (button fallback, footer) in every locale, translated', () => {
    expect(Object.keys(LAYOUT_COPY).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en-us')) {
      expect(LAYOUT_COPY[locale].buttonFallback).not.toBe(LAYOUT_COPY['en-us'].buttonFallback);
      expect(LAYOUT_COPY[locale].footer).not.toBe(LAYOUT_COPY['en-us'].footer);
    }
  });
});
