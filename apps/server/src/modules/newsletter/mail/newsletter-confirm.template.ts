import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Double opt-in: the newsletter starts only once the reader opens this link. */
export const newsletterConfirm = defineMailTemplate({
  name: 'newsletter-confirm',
  fields: ['link'],
  action: 'link',
  example: { link: 'https://terranest.example/newsletter/confirm/3f9c2b7e1a' },
  copy: {
    'en-us': {
      subject: 'Confirm your Terranest newsletter subscription',
      heading: 'Confirm your subscription',
      intro: [
        'Hello,',
        'Someone, hopefully you, asked to receive the Terranest newsletter at this address: new listings, market news and buying tips, once a week.',
      ],
      button: 'Confirm subscription',
      outro: ['Nothing is sent until you confirm. If you did not ask for this, ignore this email and you will not hear from us again.'],
    },
    'zh-Hant': {
      subject: '請確認訂閱 Terranest 電子報',
      heading: '確認您的訂閱',
      intro: ['您好：', '有人（希望是您本人）要求以此地址接收 Terranest 電子報：每週一次的新上架房源、市場消息及購屋建議。'],
      button: '確認訂閱',
      outro: ['在您確認之前，我們不會寄出任何電子報。如果這不是您本人的操作，請忽略此郵件，我們不會再與您聯絡。'],
    },
    'zh-Hans': {
      subject: '请确认订阅 Terranest 电子报',
      heading: '确认您的订阅',
      intro: ['您好：', '有人（希望是您本人）请求以此地址接收 Terranest 电子报：每周一次的新上架房源、市场资讯及购房建议。'],
      button: '确认订阅',
      outro: ['在您确认之前，我们不会发送任何电子报。如果这不是您本人的操作，请忽略此邮件，我们不会再与您联系。'],
    },
    es: {
      subject: 'Confirma tu suscripción al boletín de Terranest',
      heading: 'Confirma tu suscripción',
      intro: [
        'Hola:',
        'Alguien, esperamos que tú, ha pedido recibir el boletín de Terranest en esta dirección: nuevas propiedades, noticias del mercado y consejos de compra, una vez por semana.',
      ],
      button: 'Confirmar suscripción',
      outro: ['No enviaremos nada hasta que confirmes. Si no lo has solicitado, ignora este correo y no volverás a saber de nosotros.'],
    },
  },
});
