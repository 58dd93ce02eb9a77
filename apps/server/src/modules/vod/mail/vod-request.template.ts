import { defineMailTemplate, formatHours } from '../../../platform/mail/mail-template';

/** Asks a bank officer to verify a buyer's deposit, in the language the buyer picked for the bank (decision 056). */
export const vodRequest = defineMailTemplate({
  name: 'vod-request',
  fields: ['bankersName', 'buyerName', 'bankName', 'amount', 'hours', 'link'],
  action: 'link',
  format: { hours: formatHours },
  example: {
    bankersName: 'Ray Ortiz',
    buyerName: 'Mei Lin',
    bankName: 'First Bay Bank',
    amount: '$600,000.00',
    hours: 48,
    link: 'https://terranest.example/vod/verification?token=token',
  },
  copy: {
    'en-us': {
      subject: 'Verification of deposit for {buyerName}',
      heading: 'Please verify a deposit',
      intro: [
        'Hello {bankersName},',
        '{buyerName} has made an offer on a property through Terranest and named {bankName} as holding the funds. Please confirm whether their accounts with you hold at least {amount}.',
        'Open the link to see the accounts, answer, sign and, if you wish, attach a letter. No account is needed. The link works once, for {hours}.',
      ],
      button: 'Verify the deposit',
      outro: ['If you do not know this customer, you can ignore this email: nothing happens without your answer.'],
    },
    'zh-Hant': {
      subject: '{buyerName} 的存款驗證',
      heading: '請驗證存款',
      intro: [
        '{bankersName}，您好：',
        '{buyerName} 已透過 Terranest 對一項物業出價，並指出資金存放於{bankName}。請確認其在貴行的帳戶是否至少有 {amount}。',
        '請開啟連結查看帳戶、作答、簽名，並可視需要附上證明信，無需註冊帳戶。連結可使用一次，有效期 {hours}。',
      ],
      button: '驗證存款',
      outro: ['如您不認識這位客戶，可忽略此郵件：未經您作答，不會發生任何事。'],
    },
    'zh-Hans': {
      subject: '{buyerName} 的存款验证',
      heading: '请验证存款',
      intro: [
        '{bankersName}，您好：',
        '{buyerName} 已通过 Terranest 对一处房产出价，并指出资金存放于{bankName}。请确认其在贵行的账户是否至少有 {amount}。',
        '请打开链接查看账户、作答、签名，并可视需要附上证明信，无需注册账户。链接可使用一次，有效期 {hours}。',
      ],
      button: '验证存款',
      outro: ['如您不认识这位客户，可忽略此邮件：未经您作答，不会发生任何事。'],
    },
    es: {
      subject: 'Verificación de depósito de {buyerName}',
      heading: 'Verifique un depósito, por favor',
      intro: [
        'Hola, {bankersName}:',
        '{buyerName} ha hecho una oferta por una propiedad a través de Terranest e indica que {bankName} custodia los fondos. Confirme si sus cuentas en su banco tienen al menos {amount}.',
        'Abra el enlace para ver las cuentas, responder, firmar y, si lo desea, adjuntar una carta. No necesita una cuenta. El enlace sirve una sola vez, durante {hours}.',
      ],
      button: 'Verificar el depósito',
      outro: ['Si no conoce a este cliente, puede ignorar este correo: no ocurre nada sin su respuesta.'],
    },
  },
});
