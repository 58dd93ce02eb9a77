import { describe, expect, it } from 'vitest';
import { renderMail } from '../../../platform/mail/render-mail';
import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { passwordChanged } from './password-changed.template';
import { recoveryPassword } from './recovery-password.template';
import { verifyEmail } from './verify-email.template';
import { welcome } from './welcome.template';

describeMailTemplates([verifyEmail, recoveryPassword, passwordChanged, welcome]);

describe('auth mails', () => {
  it('puts the main link on a brand-coloured button and the cancel link inside its sentence', () => {
    const data = recoveryPassword.example;
    const mail = renderMail(recoveryPassword, 'es', data);
    expect(mail.html).toMatch(/background:#eb262b;"><a href="https:\/\/terranest\.example\/"[^>]*>Iniciar sesión en Terranest<\/a>/);
    expect(mail.html).toContain('>cancela la solicitud</a> y la contraseña temporal');
    expect(mail.text).toContain(`cancela la solicitud (${data.cancelLink}) y la contraseña temporal`);
    expect(mail.text).toContain('en un plazo de 1 hora ');
  });

  it('says hours the way each language does', () => {
    const data = { ...recoveryPassword.example, expiresInHours: 2 };
    expect(renderMail(recoveryPassword, 'en-us', data).text).toContain('within 2 hours,');
    expect(renderMail(recoveryPassword, 'zh-Hant', data).text).toContain('請在 2 小時內');
    expect(renderMail(recoveryPassword, 'zh-Hans', data).text).toContain('请在 2小时内');
  });

  it('writes the verification mail in the reader’s language', () => {
    expect(renderMail(verifyEmail, 'zh-hant', verifyEmail.example).subject).toBe('請確認您的電子郵件地址');
    expect(renderMail(verifyEmail, 'fr', verifyEmail.example)).toEqual(renderMail(verifyEmail, 'en-us', verifyEmail.example));
  });
});
