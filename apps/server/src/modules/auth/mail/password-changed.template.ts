import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells the owner their password changed, so a takeover does not go unnoticed. */
export const passwordChanged = defineMailTemplate({
  name: 'password-changed',
  fields: ['firstName', 'supportLink'],
  action: 'supportLink',
  example: { firstName: 'Ana', supportLink: 'https://terranest.example/contact' },
  copy: {
    'en-us': {
      subject: 'Your Terranest password was changed',
      heading: 'Your password was changed',
      intro: [
        'Hi {firstName},',
        'The password of your Terranest account was just changed. If you made this change, there is nothing else to do.',
        'If you did not, someone else may have access to your account. Contact us right away and we will help you secure it.',
      ],
      button: 'Contact support',
    },
    'zh-Hant': {
      subject: '您的 Terranest 密碼已變更',
      heading: '您的密碼已變更',
      intro: [
        '{firstName}，您好：',
        '您的 Terranest 帳戶密碼剛剛已變更。如果這是您本人的操作，您無需採取任何行動。',
        '如果不是您本人操作，可能有其他人能夠存取您的帳戶。請立即與我們聯絡，我們會協助您保護帳戶安全。',
      ],
      button: '聯絡客服',
    },
    'zh-Hans': {
      subject: '您的 Terranest 密码已更改',
      heading: '您的密码已更改',
      intro: [
        '{firstName}，您好：',
        '您的 Terranest 账户密码刚刚已更改。如果这是您本人的操作，您无需采取任何行动。',
        '如果不是您本人操作，可能有其他人能够访问您的账户。请立即与我们联系，我们会协助您保护账户安全。',
      ],
      button: '联系客服',
    },
    es: {
      subject: 'Se cambió la contraseña de tu cuenta de Terranest',
      heading: 'Tu contraseña ha cambiado',
      intro: [
        'Hola, {firstName}:',
        'Se acaba de cambiar la contraseña de tu cuenta de Terranest. Si fuiste tú, no tienes que hacer nada más.',
        'Si no fuiste tú, es posible que otra persona tenga acceso a tu cuenta. Escríbenos de inmediato y te ayudaremos a protegerla.',
      ],
      button: 'Contactar con soporte',
    },
  },
});
