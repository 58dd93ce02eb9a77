import { defineMailTemplate } from '../mail-template';

/** A mail of the platform's own tests (no module's): a greeting, a button, every locale. */
export const testMail = defineMailTemplate({
  name: 'platform-test',
  fields: ['firstName', 'link'],
  action: 'link',
  example: { firstName: 'Ana', link: 'https://terranest.example/test/1' },
  copy: {
    'en-us': {
      subject: 'Your test mail',
      heading: 'A test mail',
      intro: ['Hi {firstName},', 'This mail tests the platform.'],
      button: 'Open the test',
    },
    'zh-Hant': {
      subject: '您的測試郵件',
      heading: '測試郵件',
      intro: ['{firstName}，您好：', '這封郵件用於測試平台。'],
      button: '開啟測試',
    },
    'zh-Hans': {
      subject: '您的测试邮件',
      heading: '测试邮件',
      intro: ['{firstName}，您好：', '这封邮件用于测试平台。'],
      button: '打开测试',
    },
    es: {
      subject: 'Tu correo de prueba',
      heading: 'Un correo de prueba',
      intro: ['Hola, {firstName}:', 'Este correo prueba la plataforma.'],
      button: 'Abrir la prueba',
    },
  },
});
