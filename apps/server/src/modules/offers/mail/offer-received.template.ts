import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells the seller (or the listing agent) that a signed, funded offer has arrived on their listing. */
export const offerReceived = defineMailTemplate({
  name: 'offer-received',
  fields: ['firstName', 'listingTitle', 'offerPrice', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    offerPrice: '$640,000.00',
    link: 'https://terranest.example/dashboard/offers/pending/offer/123',
  },
  copy: {
    'en-us': {
      subject: 'New offer on "{listingTitle}"',
      heading: 'You received an offer',
      intro: [
        'Hi {firstName},',
        'A buyer has sent a signed offer of {offerPrice} on "{listingTitle}", with their booking deposit paid. Open it to read the terms and the buyers\' documents.',
      ],
      button: 'See the offer',
    },
    'zh-Hant': {
      subject: '「{listingTitle}」有新的出價',
      heading: '您收到一份出價',
      intro: [
        '{firstName}，您好：',
        '一位買方已對「{listingTitle}」送出已簽署的出價 {offerPrice}，並已支付預訂保證金。請打開查看條款及買方文件。',
      ],
      button: '查看出價',
    },
    'zh-Hans': {
      subject: '「{listingTitle}」有新的出价',
      heading: '您收到一份出价',
      intro: [
        '{firstName}，您好：',
        '一位买方已对「{listingTitle}」发送已签署的出价 {offerPrice}，并已支付预订保证金。请打开查看条款及买方文件。',
      ],
      button: '查看出价',
    },
    es: {
      subject: 'Nueva oferta por «{listingTitle}»',
      heading: 'Has recibido una oferta',
      intro: [
        'Hola, {firstName}:',
        'Un comprador ha enviado una oferta firmada de {offerPrice} por «{listingTitle}», con su depósito de reserva pagado. Ábrela para leer las condiciones y los documentos de los compradores.',
      ],
      button: 'Ver la oferta',
    },
  },
});
