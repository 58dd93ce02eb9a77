import { defineMailTemplate, formatHours } from '../../../platform/mail/mail-template';

/** Forgot password: a temporary password, and a link to cancel it if someone else asked. */
export const recoveryPassword = defineMailTemplate({
  name: 'recovery-password',
  fields: ['firstName', 'temporaryPassword', 'expiresInHours', 'loginLink', 'cancelLink'],
  action: 'loginLink',
  code: 'temporaryPassword',
  format: { expiresInHours: formatHours },
  example: {
    firstName: 'Ana',
    temporaryPassword: 'Kp7-xQ2m-W9tz',
    expiresInHours: 1,
    loginLink: 'https://terranest.example/',
    cancelLink:
      'https://terranest.example/?action=cancel-recovery&refId=YW5hQGV4YW1wbGUuY29t.1795648525119.7dNyLpCY12CpZ2FagEjgHpvkXSqkBDfFiP5N0DAJYgM',
  },
  copy: {
    'en-us': {
      subject: 'Your temporary Terranest password',
      heading: 'Sign in with a temporary password',
      intro: [
        'Hi {firstName},',
        'We received a request to reset the password of your Terranest account. Sign in with this temporary password within {expiresInHours}, then choose a new password:',
      ],
      button: 'Sign in to Terranest',
      outro: [
        'Until you choose a new one, your current password keeps working.',
        'If you did not ask for this, [cancel the request]({cancelLink}) and the temporary password stops working right away.',
      ],
    },
    'zh-Hant': {
      subject: '您的 Terranest 臨時密碼',
      heading: '使用臨時密碼登入',
      intro: [
        '{firstName}，您好：',
        '我們收到了重設您 Terranest 帳戶密碼的請求。請在 {expiresInHours}內使用以下臨時密碼登入，然後設定新密碼：',
      ],
      button: '登入 Terranest',
      outro: ['在您設定新密碼之前，目前的密碼仍然有效。', '如果這不是您本人的請求，請[取消此請求]({cancelLink})，臨時密碼將立即失效。'],
    },
    'zh-Hans': {
      subject: '您的 Terranest 临时密码',
      heading: '使用临时密码登录',
      intro: [
        '{firstName}，您好：',
        '我们收到了重置您 Terranest 账户密码的请求。请在 {expiresInHours}内使用以下临时密码登录，然后设置新密码：',
      ],
      button: '登录 Terranest',
      outro: ['在您设置新密码之前，当前密码仍然有效。', '如果这不是您本人的请求，请[取消此请求]({cancelLink})，临时密码将立即失效。'],
    },
    es: {
      subject: 'Tu contraseña temporal de Terranest',
      heading: 'Inicia sesión con una contraseña temporal',
      intro: [
        'Hola, {firstName}:',
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Terranest. Inicia sesión con esta contraseña temporal en un plazo de {expiresInHours} y después elige una contraseña nueva:',
      ],
      button: 'Iniciar sesión en Terranest',
      outro: [
        'Hasta que elijas una nueva, tu contraseña actual sigue funcionando.',
        'Si no lo has solicitado, [cancela la solicitud]({cancelLink}) y la contraseña temporal dejará de funcionar de inmediato.',
      ],
    },
  },
});
