import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Warns an owner their listing plan ends soon (spec: expiry "with an email before it happens"). */
export const listingExpiring = defineMailTemplate({
  name: 'listing-expiring',
  fields: ['firstName', 'listingTitle', 'expiresOn', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    expiresOn: '2026-12-01',
    link: 'https://terranest.example/dashboard/listings/123/overview',
  },
  copy: {
    'en-us': {
      subject: 'Your listing "{listingTitle}" expires on {expiresOn}',
      heading: 'Your listing expires soon',
      intro: [
        'Hi {firstName},',
        'The plan for "{listingTitle}" ends on {expiresOn}. After that the listing leaves search and its page.',
        'Extend it now to keep it in front of buyers without a gap.',
      ],
      button: 'Extend the listing',
    },
    'zh-Hant': {
      subject: '您的刊登「{listingTitle}」將於 {expiresOn} 到期',
      heading: '您的刊登即將到期',
      intro: [
        '{firstName}，您好：',
        '「{listingTitle}」的刊登方案將於 {expiresOn} 結束。之後此刊登將從搜尋結果及其頁面下架。',
        '現在延長刊登，讓買家持續看到您的物業。',
      ],
      button: '延長刊登',
    },
    'zh-Hans': {
      subject: '您的房源「{listingTitle}」将于 {expiresOn} 到期',
      heading: '您的房源即将到期',
      intro: [
        '{firstName}，您好：',
        '「{listingTitle}」的发布方案将于 {expiresOn} 结束。之后该房源将从搜索结果及其页面下线。',
        '现在延长发布，让买家持续看到您的房产。',
      ],
      button: '延长发布',
    },
    es: {
      subject: 'Tu anuncio «{listingTitle}» vence el {expiresOn}',
      heading: 'Tu anuncio vence pronto',
      intro: [
        'Hola, {firstName}:',
        'El plan de «{listingTitle}» termina el {expiresOn}. Después, el anuncio saldrá de las búsquedas y su página dejará de verse.',
        'Extiéndelo ahora para que los compradores lo sigan viendo sin interrupción.',
      ],
      button: 'Extender el anuncio',
    },
  },
});
