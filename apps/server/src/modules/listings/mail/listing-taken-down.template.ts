import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells an owner an admin took their listing off the site, and why (decision 080). */
export const listingTakenDown = defineMailTemplate({
  name: 'listing-taken-down',
  fields: ['firstName', 'listingTitle', 'reason', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    reason: 'The photos show a different property.',
    link: 'https://terranest.example/dashboard/listings/123/overview',
  },
  copy: {
    'en-us': {
      subject: 'Your listing "{listingTitle}" was taken down',
      heading: 'Your listing was taken down',
      intro: [
        'Hi {firstName},',
        'Our team took your listing "{listingTitle}" off Terranest for this reason:',
        '{reason}',
        'Buyers cannot see it while it is down. Reply to this mail or contact us if you want to fix it and have it restored.',
      ],
      button: 'See your listing',
    },
    'zh-Hant': {
      subject: '您的刊登「{listingTitle}」已被下架',
      heading: '您的刊登已被下架',
      intro: [
        '{firstName}，您好：',
        '我們的團隊因以下原因將您的刊登「{listingTitle}」從 Terranest 下架：',
        '{reason}',
        '下架期間買家看不到這則刊登。若您想修正並恢復刊登，請回覆此郵件或與我們聯絡。',
      ],
      button: '查看刊登',
    },
    'zh-Hans': {
      subject: '您的房源「{listingTitle}」已被下架',
      heading: '您的房源已被下架',
      intro: [
        '{firstName}，您好：',
        '我们的团队因以下原因将您的房源「{listingTitle}」从 Terranest 下架：',
        '{reason}',
        '下架期间买家看不到该房源。如果您想修正并恢复房源，请回复此邮件或与我们联系。',
      ],
      button: '查看房源',
    },
    es: {
      subject: 'Tu anuncio «{listingTitle}» fue retirado',
      heading: 'Tu anuncio fue retirado',
      intro: [
        'Hola, {firstName}:',
        'Nuestro equipo retiró tu anuncio «{listingTitle}» de Terranest por este motivo:',
        '{reason}',
        'Los compradores no pueden verlo mientras esté retirado. Responde a este correo o contáctanos si quieres corregirlo y que lo restablezcamos.',
      ],
      button: 'Ver tu anuncio',
    },
  },
});
