import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells everyone on the buyer side (buyers, co-buyers, the buyer's agent) that the offer went to the seller. */
export const offerSent = defineMailTemplate({
  name: 'offer-sent',
  fields: ['firstName', 'listingTitle', 'offerPrice', 'link'],
  action: 'link',
  example: {
    firstName: 'Mei',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    offerPrice: '$640,000.00',
    link: 'https://terranest.example/dashboard/offers/pending/offer/123',
  },
  copy: {
    'en-us': {
      subject: 'Your offer on "{listingTitle}" was sent',
      heading: 'Your offer was sent',
      intro: [
        'Hi {firstName},',
        'The signed offer of {offerPrice} on "{listingTitle}" has been sent to the seller and their agent, and the booking deposit was charged. You will hear from us as soon as they answer.',
      ],
      button: 'See the offer',
    },
    'zh-Hant': {
      subject: '您對「{listingTitle}」的出價已送出',
      heading: '您的出價已送出',
      intro: [
        '{firstName}，您好：',
        '對「{listingTitle}」已簽署的出價 {offerPrice} 已送交賣方及其經紀人，預訂保證金亦已扣款。對方回覆時我們會立即通知您。',
      ],
      button: '查看出價',
    },
    'zh-Hans': {
      subject: '您对「{listingTitle}」的出价已发送',
      heading: '您的出价已发送',
      intro: [
        '{firstName}，您好：',
        '对「{listingTitle}」已签署的出价 {offerPrice} 已发送给卖方及其经纪人，预订保证金也已扣款。对方回复时我们会立即通知您。',
      ],
      button: '查看出价',
    },
    es: {
      subject: 'Tu oferta por «{listingTitle}» se ha enviado',
      heading: 'Tu oferta se ha enviado',
      intro: [
        'Hola, {firstName}:',
        'La oferta firmada de {offerPrice} por «{listingTitle}» se ha enviado al vendedor y a su agente, y se ha cobrado el depósito de reserva. Te avisaremos en cuanto respondan.',
      ],
      button: 'Ver la oferta',
    },
  },
});
