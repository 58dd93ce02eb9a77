import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells an owner their pending listing is public now: its escrow and title companies have verified accounts. */
export const listingReleased = defineMailTemplate({
  name: 'listing-released',
  fields: ['firstName', 'listingTitle', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    link: 'https://terranest.example/dashboard/listings/123/overview',
  },
  copy: {
    'en-us': {
      subject: 'Your listing "{listingTitle}" is now public',
      heading: 'Your listing is now public',
      intro: [
        'Hi {firstName},',
        'The escrow and title companies named on "{listingTitle}" have confirmed their Terranest accounts, so the listing is now online and buyers can find it.',
      ],
      button: 'See your listing',
    },
    'zh-Hant': {
      subject: '您的刊登「{listingTitle}」已公開',
      heading: '您的刊登已公開',
      intro: ['{firstName}，您好：', '「{listingTitle}」所填的代管公司與產權公司已確認其 Terranest 帳戶，刊登現已上線，買家可以找到它了。'],
      button: '查看刊登',
    },
    'zh-Hans': {
      subject: '您的房源「{listingTitle}」已公开',
      heading: '您的房源已公开',
      intro: ['{firstName}，您好：', '「{listingTitle}」所填的托管公司和产权公司已确认其 Terranest 账户，房源现已上线，买家可以找到它了。'],
      button: '查看房源',
    },
    es: {
      subject: 'Tu anuncio «{listingTitle}» ya es público',
      heading: 'Tu anuncio ya es público',
      intro: [
        'Hola, {firstName}:',
        'Las compañías de depósito en garantía y de títulos indicadas en «{listingTitle}» han confirmado sus cuentas de Terranest, así que el anuncio ya está en línea y los compradores pueden encontrarlo.',
      ],
      button: 'Ver tu anuncio',
    },
  },
});
