import { SUPPORTED_LOCALES } from '@app/shared/constants/locale';
import { describe, expect, it } from 'vitest';
import { renderMail, resolveMailLocale } from './render-mail';
import type { MailTemplate, MailValue } from './templates/mail-template';
import { MAIL_TEMPLATES, type MailTemplateName } from './templates/mail-templates';

const NAMES = Object.keys(MAIL_TEMPLATES) as MailTemplateName[];
const EVIL = '<script>alert("x")</script>';
const render = (name: MailTemplateName, locale: string, data: Record<string, MailValue>) => renderMail(name, locale, data as never);

/** The example data with every value that is not a link replaced by markup. */
function hostile(template: MailTemplate): Record<string, MailValue> {
  return Object.fromEntries(
    Object.entries(template.example).map(([field, value]) => [field, /^https?:/.test(String(value)) ? value : EVIL]),
  );
}

describe('renderMail', () => {
  for (const name of NAMES) {
    const template = MAIL_TEMPLATES[name] as MailTemplate;
    it.each([...SUPPORTED_LOCALES])(`renders ${name} in %s with every value filled in`, (locale) => {
      const mail = render(name, locale, template.example);
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
      const mail = render(name, 'en-us', hostile(template));
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
  }

  it('puts the main link on a brand-coloured button and the cancel link inside its sentence', () => {
    const data = MAIL_TEMPLATES['recovery-password'].example;
    const mail = renderMail('recovery-password', 'es', data);
    expect(mail.html).toMatch(/background:#eb262b;"><a href="https:\/\/terranest\.example\/"[^>]*>Iniciar sesión en Terranest<\/a>/);
    expect(mail.html).toContain('>cancela la solicitud</a> y la contraseña temporal');
    expect(mail.text).toContain(`cancela la solicitud (${data.cancelLink}) y la contraseña temporal`);
    expect(mail.text).toContain('en un plazo de 1 hora ');
  });

  it('says hours the way each language does', () => {
    const data = { ...MAIL_TEMPLATES['recovery-password'].example, expiresInHours: 2 };
    expect(renderMail('recovery-password', 'en-us', data).text).toContain('within 2 hours,');
    expect(renderMail('recovery-password', 'zh-Hant', data).text).toContain('請在 2 小時內');
    expect(renderMail('recovery-password', 'zh-Hans', data).text).toContain('请在 2小时内');
  });

  it('writes to unknown or missing locales in English and accepts any letter case', () => {
    const data = MAIL_TEMPLATES['verify-email'].example;
    const english = renderMail('verify-email', 'en-us', data);
    expect(renderMail('verify-email', 'fr', data)).toEqual(english);
    expect(renderMail('verify-email', null, data)).toEqual(english);
    expect(renderMail('verify-email', 'zh-hant', data).subject).toBe('請確認您的電子郵件地址');
    expect(resolveMailLocale('ZH-HANS')).toBe('zh-Hans');
  });

  it('refuses data that lacks a field, and links that are not http(s)', () => {
    expect(() => render('verify-email', 'en-us', { link: 'https://x.example/' })).toThrow('Mail data is missing "firstName"');
    expect(() => render('verify-email', 'en-us', { firstName: 'Ana', link: 'javascript:alert(1)' })).toThrow('must be an http(s) URL');
  });
});
