import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells an owner an admin put their taken-down listing back where it was, with the admin's note (decision 080). */
export const listingRestored = defineMailTemplate({
  name: 'listing-restored',
  fields: ['firstName', 'listingTitle', 'reason', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    reason: 'Thank you for sending the right photos.',
    link: 'https://terranest.example/dashboard/listings/123/overview',
  },
  copy: {
    'en-us': {
      subject: 'Your listing "{listingTitle}" is restored',
      heading: 'Your listing is restored',
      intro: [
        'Hi {firstName},',
        'Our team restored your listing "{listingTitle}": it is back as it was before it was taken down. Our note:',
        '{reason}',
      ],
      button: 'See your listing',
    },
    'zh-Hant': {
      subject: '您的刊登「{listingTitle}」已恢復',
      heading: '您的刊登已恢復',
      intro: ['{firstName}，您好：', '我們的團隊已恢復您的刊登「{listingTitle}」，它已回到下架前的狀態。我們的備註：', '{reason}'],
      button: '查看刊登',
    },
    'zh-Hans': {
      subject: '您的房源「{listingTitle}」已恢复',
      heading: '您的房源已恢复',
      intro: ['{firstName}，您好：', '我们的团队已恢复您的房源「{listingTitle}」，它已回到下架前的状态。我们的备注：', '{reason}'],
      button: '查看房源',
    },
    es: {
      subject: 'Tu anuncio «{listingTitle}» fue restablecido',
      heading: 'Tu anuncio fue restablecido',
      intro: [
        'Hola, {firstName}:',
        'Nuestro equipo restableció tu anuncio «{listingTitle}»: vuelve a estar como antes de que lo retiráramos. Nuestra nota:',
        '{reason}',
      ],
      button: 'Ver tu anuncio',
    },
  },
});
