import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Asks a co-buyer to sign the offer (spec: co-buyers sign by a link mailed to them). */
export const offerSignRequest = defineMailTemplate({
  name: 'offer-sign-request',
  fields: ['firstName', 'signerName', 'listingTitle', 'link'],
  action: 'link',
  example: {
    firstName: 'Wei',
    signerName: 'Mei Lin',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    link: 'https://terranest.example/offers/sign/token',
  },
  copy: {
    'en-us': {
      subject: 'Please sign the offer on "{listingTitle}"',
      heading: 'Your signature is needed',
      intro: [
        'Hi {firstName},',
        '{signerName} has signed an offer on "{listingTitle}" that names you as a buyer. Open the link to read it and add your signature; no account is needed. The link works once, for 7 days; the offer is sent once every buyer has signed.',
      ],
      button: 'Read and sign',
    },
    'zh-Hant': {
      subject: '請簽署對「{listingTitle}」的出價',
      heading: '需要您的簽名',
      intro: [
        '{firstName}，您好：',
        '{signerName} 已簽署一份對「{listingTitle}」的出價，並將您列為買方。請開啟連結查看並簽名，無需註冊帳戶。連結可使用一次，有效期 7 天；所有買方簽署後，出價才會送出。',
      ],
      button: '查看並簽署',
    },
    'zh-Hans': {
      subject: '请签署对「{listingTitle}」的出价',
      heading: '需要您的签名',
      intro: [
        '{firstName}，您好：',
        '{signerName} 已签署一份对「{listingTitle}」的出价，并将您列为买方。请打开链接查看并签名，无需注册账户。链接可使用一次，有效期 7 天；所有买方签署后，出价才会发送。',
      ],
      button: '查看并签署',
    },
    es: {
      subject: 'Firma la oferta por «{listingTitle}»',
      heading: 'Se necesita tu firma',
      intro: [
        'Hola, {firstName}:',
        '{signerName} ha firmado una oferta por «{listingTitle}» en la que figuras como comprador. Abre el enlace para leerla y añadir tu firma; no necesitas una cuenta. El enlace sirve una sola vez, durante 7 días; la oferta se envía cuando todos los compradores han firmado.',
      ],
      button: 'Leer y firmar',
    },
  },
});
