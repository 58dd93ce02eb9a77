import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Confirms the address of a new account or a changed email; the link is single-use. */
export const verifyEmail = defineMailTemplate({
  name: 'verify-email',
  fields: ['firstName', 'link'],
  action: 'link',
  example: { firstName: 'Ana', link: 'https://terranest.example/verification/3f9c2b7e1a' },
  copy: {
    'en-us': {
      subject: 'Confirm your email address',
      heading: 'Confirm your email address',
      intro: [
        'Hi {firstName},',
        'Please confirm that this is your email address. Once it is confirmed, you can list properties, make offers and order services on Terranest.',
      ],
      button: 'Confirm email address',
      outro: [
        'The link works once. If it has expired, you can ask for a new one from your account page.',
        'If you did not ask for this, you can ignore this email.',
      ],
    },
    'zh-Hant': {
      subject: '請確認您的電子郵件地址',
      heading: '確認您的電子郵件地址',
      intro: ['{firstName}，您好：', '請確認這是您的電子郵件地址。確認後，您即可在 Terranest 上刊登房產、出價及委託服務。'],
      button: '確認電子郵件地址',
      outro: ['此連結只能使用一次。如果連結已過期，您可以在帳戶頁面申請新的連結。', '如果這不是您本人的操作，請忽略此郵件。'],
    },
    'zh-Hans': {
      subject: '请确认您的电子邮件地址',
      heading: '确认您的电子邮件地址',
      intro: ['{firstName}，您好：', '请确认这是您的电子邮件地址。确认后，您即可在 Terranest 上发布房源、出价及预订服务。'],
      button: '确认电子邮件地址',
      outro: ['此链接只能使用一次。如果链接已过期，您可以在账户页面申请新的链接。', '如果这不是您本人的操作，请忽略此邮件。'],
    },
    es: {
      subject: 'Confirma tu correo electrónico',
      heading: 'Confirma tu correo electrónico',
      intro: [
        'Hola, {firstName}:',
        'Confirma que esta es tu dirección de correo electrónico. Una vez confirmada, podrás publicar propiedades, hacer ofertas y contratar servicios en Terranest.',
      ],
      button: 'Confirmar correo electrónico',
      outro: [
        'El enlace solo funciona una vez. Si ha caducado, puedes pedir uno nuevo desde la página de tu cuenta.',
        'Si no lo has solicitado, puedes ignorar este correo.',
      ],
    },
  },
});
