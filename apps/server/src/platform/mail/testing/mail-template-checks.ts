import { SUPPORTED_LOCALES } from '@app/shared/constants/locale';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, renderMail } from '../render-mail';
import type { MailCopy, MailTemplate, MailValue } from '../mail-template';

const textsOf = (copy: MailCopy) => [copy.subject, copy.heading, ...copy.intro, copy.button ?? '', ...(copy.outro ?? [])];
const placeholdersOf = (copy: MailCopy) => [...new Set(textsOf(copy).flatMap((t) => [...t.matchAll(PLACEHOLDER)].map((m) => m[1])))].sort();
/** Only placeholders, punctuation and the brand may read the same in every language. */
const mayMatchEnglish = (text: string) => !/[A-Za-z]{3,}/.test(text.replace(PLACEHOLDER, '').replace(/Terranest/g, ''));

const EVIL = '<script>alert("x")</script>';

/** The example data with every value that is not a link replaced by markup. */
function hostile(template: MailTemplate): Record<string, MailValue> {
  return Object.fromEntries(
    Object.entries(template.example).map(([field, value]) => [field, /^https?:/.test(String(value)) ? value : EVIL]),
  );
}

/**
 * The checks every mail template passes, whichever module owns it: its texts in the four
 * locales with the same placeholders and shape, translated, rendered with every value filled in
 * and escaped. A module's mail test calls it with its templates.
 */
export function describeMailTemplates(templates: MailTemplate[]): void {
  for (const template of templates) {
    const name = template.name;
    describe(`mail template ${name}`, () => {
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

      it.each([...SUPPORTED_LOCALES])(`renders ${name} in %s with every value filled in`, (locale) => {
        const mail = renderMail(template, locale, template.example);
        expect(mail.subject).toBe(mail.subject.trim());
        expect(mail.subject.length).toBeGreaterThan(3);
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}|\[[^\]]+\]\(/);
        expect(mail.html).toContain(`<html lang="${locale === 'en-us' ? 'en' : locale}">`);
        expect(mail.html).toContain('#eb262b');
        // A personal mail greets its reader by name (a newsletter confirmation has no name to use).
        if ('firstName' in template.example) expect(mail.text).toContain(String(template.example.firstName));
        // The highlighted code (a temporary password) must reach the reader too.
        expect(mail.text).toContain(template.code ? String(template.example[template.code]) : '');
      });

      it(`escapes every value in the HTML of ${name} and keeps the links in the text part`, () => {
        const mail = renderMail(template, 'en-us', hostile(template));
        expect(mail.html).not.toContain('<script');
        if (Object.values(hostile(template)).includes(EVIL)) {
          expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
          expect(mail.text).toContain(EVIL);
        }
        for (const [field, value] of Object.entries(template.example)) {
          if (!/^https?:/.test(String(value))) continue;
          expect(mail.text, field).toContain(String(value));
          expect(mail.html, field).toContain(`href="${String(value).replaceAll('&', '&amp;')}"`);
        }
      });
    });
  }
}
