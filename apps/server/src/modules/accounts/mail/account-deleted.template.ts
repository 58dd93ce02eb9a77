import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Confirms a deletion the owner asked for; it links nowhere, since the account is gone. */
export const accountDeleted = defineMailTemplate({
  name: 'account-deleted',
  fields: ['firstName'],
  example: { firstName: 'Ana' },
  copy: {
    'en-us': {
      subject: 'Your Terranest account has been deleted',
      heading: 'Your account has been deleted',
      intro: [
        'Hi {firstName},',
        'As you asked, we have deleted your Terranest account. You can no longer sign in with it, and we will not send you any more emails about it.',
        'Thank you for using Terranest. If you ever want to come back, you are welcome to create a new account at any time.',
      ],
    },
    'zh-Hant': {
      subject: '您的 Terranest 帳戶已刪除',
      heading: '您的帳戶已刪除',
      intro: [
        '{firstName}，您好：',
        '依照您的要求，我們已刪除您的 Terranest 帳戶。您將無法再使用此帳戶登入，我們也不會再寄送與此帳戶相關的郵件給您。',
        '感謝您使用 Terranest。如果您日後想回來，歡迎隨時建立新帳戶。',
      ],
    },
    'zh-Hans': {
      subject: '您的 Terranest 账户已删除',
      heading: '您的账户已删除',
      intro: [
        '{firstName}，您好：',
        '根据您的要求，我们已删除您的 Terranest 账户。您将无法再使用此账户登录，我们也不会再向您发送与此账户相关的邮件。',
        '感谢您使用 Terranest。如果您日后想回来，欢迎随时创建新账户。',
      ],
    },
    es: {
      subject: 'Tu cuenta de Terranest ha sido eliminada',
      heading: 'Tu cuenta ha sido eliminada',
      intro: [
        'Hola, {firstName}:',
        'Tal como pediste, hemos eliminado tu cuenta de Terranest. Ya no podrás iniciar sesión con ella y no te enviaremos más correos sobre esta cuenta.',
        'Gracias por usar Terranest. Si algún día quieres volver, puedes crear una cuenta nueva cuando quieras.',
      ],
    },
  },
});
