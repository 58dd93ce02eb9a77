import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells an owner their listing plan ended and the listing is no longer public. */
export const listingExpired = defineMailTemplate({
  name: 'listing-expired',
  fields: ['firstName', 'listingTitle', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    link: 'https://terranest.example/dashboard/listings/123/overview',
  },
  copy: {
    'en-us': {
      subject: 'Your listing "{listingTitle}" has expired',
      heading: 'Your listing has expired',
      intro: [
        'Hi {firstName},',
        'The plan for "{listingTitle}" has ended, so buyers can no longer find it.',
        'Everything you entered is kept: extend the listing to put it back online.',
      ],
      button: 'Extend the listing',
    },
    'zh-Hant': {
      subject: '您的刊登「{listingTitle}」已到期',
      heading: '您的刊登已到期',
      intro: [
        '{firstName}，您好：',
        '「{listingTitle}」的刊登方案已結束，買家已無法找到此刊登。',
        '您輸入的內容都已保留：延長刊登即可重新上架。',
      ],
      button: '延長刊登',
    },
    'zh-Hans': {
      subject: '您的房源「{listingTitle}」已到期',
      heading: '您的房源已到期',
      intro: [
        '{firstName}，您好：',
        '「{listingTitle}」的发布方案已结束，买家已无法找到该房源。',
        '您输入的内容都已保留：延长发布即可重新上线。',
      ],
      button: '延长发布',
    },
    es: {
      subject: 'Tu anuncio «{listingTitle}» ha vencido',
      heading: 'Tu anuncio ha vencido',
      intro: [
        'Hola, {firstName}:',
        'El plan de «{listingTitle}» ha terminado, así que los compradores ya no pueden encontrarlo.',
        'Todo lo que ingresaste se conserva: extiende el anuncio para volver a publicarlo.',
      ],
      button: 'Extender el anuncio',
    },
  },
});
