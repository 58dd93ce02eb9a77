import { defineMailTemplate } from '../../../platform/mail/mail-template';

/**
 * Reminds every party of a finalized offer, one business day ahead, that an escrow deposit falls
 * due (decision 057); the date is written in the reader's language, on the listing's clock.
 */
export const offerDepositReminder = defineMailTemplate({
  name: 'offer-deposit-reminder',
  fields: ['firstName', 'listingTitle', 'deposit', 'dueDate', 'link'],
  action: 'link',
  example: {
    firstName: 'Mei',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    deposit: '$18,000.00',
    dueDate: 'Tuesday, March 11, 2025 at 5:00 PM PDT',
    link: 'https://terranest.example/dashboard/offers/completed/offer/123',
  },
  copy: {
    'en-us': {
      subject: 'An escrow deposit of {deposit} on "{listingTitle}" is due soon',
      heading: 'An escrow deposit is due soon',
      intro: [
        'Hi {firstName},',
        'The escrow deposit of {deposit} for "{listingTitle}" is due by {dueDate}, under the final terms both sides signed.',
      ],
      button: 'See the offer',
    },
    'zh-Hant': {
      subject: '「{listingTitle}」的託管保證金 {deposit} 即將到期',
      heading: '託管保證金即將到期',
      intro: ['{firstName}，您好：', '依雙方簽署的最終條款，「{listingTitle}」的託管保證金 {deposit} 須於 {dueDate} 前支付。'],
      button: '查看出價',
    },
    'zh-Hans': {
      subject: '「{listingTitle}」的托管保证金 {deposit} 即将到期',
      heading: '托管保证金即将到期',
      intro: ['{firstName}，您好：', '按双方签署的最终条款，「{listingTitle}」的托管保证金 {deposit} 须于 {dueDate} 前支付。'],
      button: '查看出价',
    },
    es: {
      subject: 'El depósito en garantía de {deposit} por «{listingTitle}» vence pronto',
      heading: 'Un depósito en garantía vence pronto',
      intro: [
        'Hola, {firstName}:',
        'El depósito en garantía de {deposit} por «{listingTitle}» vence el {dueDate}, según las condiciones finales que firmaron ambas partes.',
      ],
      button: 'Ver la oferta',
    },
  },
});
