import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** A buyer's question to a listing's owner (spec: Contact Owner/Agent), until messaging lands. */
export const listingInquiry = defineMailTemplate({
  name: 'listing-inquiry',
  fields: ['firstName', 'senderName', 'senderEmail', 'listingTitle', 'message', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    senderName: 'Wei Chen',
    senderEmail: 'wei.chen@example.com',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    message: 'Is the garage included, and could I see the home next Saturday?',
    link: 'https://terranest.example/listings/123',
  },
  copy: {
    'en-us': {
      subject: 'A question about {listingTitle}',
      heading: 'You have a new inquiry',
      intro: ['Hi {firstName},', '{senderName} ({senderEmail}) wrote about your listing "{listingTitle}":', '"{message}"'],
      button: 'Open the listing',
      outro: ['Reply to {senderEmail} to answer. We shared your listing, not your email address.'],
    },
    'zh-Hant': {
      subject: '關於「{listingTitle}」的詢問',
      heading: '您收到一則新的詢問',
      intro: ['{firstName}，您好：', '{senderName}（{senderEmail}）詢問了您的刊登「{listingTitle}」：', '「{message}」'],
      button: '開啟刊登',
      outro: ['請回覆 {senderEmail} 與對方聯絡。我們只分享了您的刊登，並未透露您的電子郵件地址。'],
    },
    'zh-Hans': {
      subject: '关于「{listingTitle}」的咨询',
      heading: '您收到一条新的咨询',
      intro: ['{firstName}，您好：', '{senderName}（{senderEmail}）咨询了您的房源「{listingTitle}」：', '「{message}」'],
      button: '打开房源',
      outro: ['请回复 {senderEmail} 与对方联系。我们只分享了您的房源，并未透露您的电子邮件地址。'],
    },
    es: {
      subject: 'Una consulta sobre {listingTitle}',
      heading: 'Tienes una consulta nueva',
      intro: ['Hola, {firstName}:', '{senderName} ({senderEmail}) escribió sobre tu anuncio «{listingTitle}»:', '«{message}»'],
      button: 'Abrir el anuncio',
      outro: ['Responde a {senderEmail} para contestar. Compartimos tu anuncio, no tu dirección de correo.'],
    },
  },
});
