import { SUPPORTED_LOCALES } from '@app/shared/constants/locale';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER } from '../render-mail';
import { LAYOUT_COPY } from './mail-layout';
import type { MailCopy, MailTemplate } from './mail-template';
import { MAIL_TEMPLATES } from './mail-templates';

const textsOf = (copy: MailCopy) => [copy.subject, copy.heading, ...copy.intro, copy.button ?? '', ...(copy.outro ?? [])];
const placeholdersOf = (copy: MailCopy) => [...new Set(textsOf(copy).flatMap((t) => [...t.matchAll(PLACEHOLDER)].map((m) => m[1])))].sort();
/** Only placeholders, punctuation and the brand may read the same in every language. */
const mayMatchEnglish = (text: string) => !/[A-Za-z]{3,}/.test(text.replace(PLACEHOLDER, '').replace(/Terranest/g, ''));

describe('mail templates', () => {
  for (const [name, template] of Object.entries(MAIL_TEMPLATES) as [string, MailTemplate][]) {
    describe(name, () => {
      const english = template.copy['en-us'];

      it('has its texts in exactly the four supported locales', () => {
        expect(Object.keys(template.copy).sort()).toEqual([...SUPPORTED_LOCALES].sort());
      });

      it('uses the same placeholders in every locale, each one a declared field', () => {
        for (const locale of SUPPORTED_LOCALES) {
          expect(placeholdersOf(template.copy[locale]), `${name}/${locale}`).toEqual(placeholdersOf(english));
        }
        for (const field of placeholdersOf(english)) expect(template.fields).toContain(field);
        const shown = new Set([...placeholdersOf(english), template.action, template.code, template.list]);
        for (const field of template.fields) expect(shown.has(field), `${name}: field "${field}" is never shown`).toBe(true);
      });

      it('has the same shape in every locale: a button exactly when there is an action, as many paragraphs', () => {
        for (const locale of SUPPORTED_LOCALES) {
          const copy = template.copy[locale];
          expect(Boolean(copy.button?.trim()), `${name}/${locale} button`).toBe(Boolean(template.action));
          expect(copy.intro.length, `${name}/${locale} intro`).toBe(english.intro.length);
          expect(copy.outro?.length ?? 0, `${name}/${locale} outro`).toBe(english.outro?.length ?? 0);
        }
      });

      it('is translated, not left in English', () => {
        const untranslated = SUPPORTED_LOCALES.filter((l) => l !== 'en-us').flatMap((locale) => {
          const translated = textsOf(template.copy[locale]);
          return textsOf(english)
            .filter((text, i) => translated[i] === text && !mayMatchEnglish(text))
            .map((text) => `${locale}: ${text}`);
        });
        expect(untranslated).toEqual([]);
      });
    });
  }

  it('has the layout texts (button fallback, footer) in every locale, translated', () => {
    expect(Object.keys(LAYOUT_COPY).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en-us')) {
      expect(LAYOUT_COPY[locale].buttonFallback).not.toBe(LAYOUT_COPY['en-us'].buttonFallback);
      expect(LAYOUT_COPY[locale].footer).not.toBe(LAYOUT_COPY['en-us'].footer);
    }
  });
});
