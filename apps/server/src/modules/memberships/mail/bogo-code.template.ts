import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** The buy-one-get-one code an Annual Plus purchase earns, for its buyer to pass on to a new user. */
export const bogoCode = defineMailTemplate({
  name: 'bogo-code',
  fields: ['firstName', 'code', 'link'],
  action: 'link',
  code: 'code',
  example: { firstName: 'Ana', code: 'K7QM-2XWP-9RTD', link: 'https://terranest.example/buy-one-get-one/K7QM2XWP9RTD' },
  copy: {
    'en-us': {
      subject: 'Your buy-one-get-one code: a free Annual Plus to give',
      heading: 'Buy one, get one free',
      intro: [
        'Hi {firstName},',
        'Thank you for choosing the Annual Plus plan. Here is a code for one free year of Annual Plus to give to a colleague who is new to Terranest.',
        'It can be used once, by someone who had no account before it was made.',
      ],
      button: 'Open the offer',
    },
    'zh-Hant': {
      subject: '您的買一送一代碼：贈送一年免費 Plus 年費方案',
      heading: '買一送一',
      intro: [
        '{firstName}，您好：',
        '感謝您選擇 Plus 年費方案。以下代碼可贈送一位初次使用 Terranest 的同業一年免費的 Plus 年費方案。',
        '此代碼僅能使用一次，且僅限在代碼產生前尚未擁有帳戶的人使用。',
      ],
      button: '開啟優惠',
    },
    'zh-Hans': {
      subject: '您的买一送一代码：赠送一年免费 Plus 年付方案',
      heading: '买一送一',
      intro: [
        '{firstName}，您好：',
        '感谢您选择 Plus 年付方案。以下代码可赠送一位初次使用 Terranest 的同行一年免费的 Plus 年付方案。',
        '此代码仅能使用一次，且仅限在代码生成前尚未拥有账户的人使用。',
      ],
      button: '打开优惠',
    },
    es: {
      subject: 'Tu código 2x1: un Plus anual gratis para regalar',
      heading: 'Compra uno y llévate otro gratis',
      intro: [
        'Hola, {firstName}:',
        'Gracias por elegir el plan Plus anual. Este código regala un año gratis de Plus anual a un colega que sea nuevo en Terranest.',
        'Se puede usar una sola vez, por alguien que no tenía cuenta antes de que se creara.',
      ],
      button: 'Abrir la oferta',
    },
  },
});
