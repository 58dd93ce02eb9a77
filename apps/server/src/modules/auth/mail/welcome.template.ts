import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Greets a new member (spec: 'Welcome to {product}') and points them at the marketplace. */
export const welcome = defineMailTemplate({
  name: 'welcome',
  fields: ['firstName', 'link'],
  action: 'link',
  example: { firstName: 'Ana', link: 'https://terranest.example/' },
  copy: {
    'en-us': {
      subject: 'Welcome to Terranest',
      heading: 'Welcome to Terranest',
      intro: [
        'Hi {firstName},',
        'Thank you for joining Terranest, the marketplace for buying, selling and serving property across borders, in your own language.',
        'Search for homes and save your searches, make offers with a clear deposit schedule, and order appraisals, inspections and media services from verified professionals, all in one place.',
      ],
      button: 'Start exploring',
    },
    'zh-Hant': {
      subject: '歡迎加入 Terranest',
      heading: '歡迎加入 Terranest',
      intro: [
        '{firstName}，您好：',
        '感謝您加入 Terranest。在這個交易平台上，您可以使用熟悉的語言跨國買房、賣房及提供房地產服務。',
        '您可以搜尋房屋並儲存搜尋條件、以清楚的訂金時程出價，還能向經過驗證的專業人士委託估價、驗屋及影像服務，一切都在同一個地方完成。',
      ],
      button: '開始探索',
    },
    'zh-Hans': {
      subject: '欢迎加入 Terranest',
      heading: '欢迎加入 Terranest',
      intro: [
        '{firstName}，您好：',
        '感谢您加入 Terranest。在这个交易平台上，您可以用熟悉的语言跨国买房、卖房及提供房地产服务。',
        '您可以搜索房屋并保存搜索条件、按清晰的定金时间表出价，还能向经过验证的专业人士预订估价、验房及影像服务，一切都在同一个地方完成。',
      ],
      button: '开始探索',
    },
    es: {
      subject: 'Te damos la bienvenida a Terranest',
      heading: 'Te damos la bienvenida a Terranest',
      intro: [
        'Hola, {firstName}:',
        'Gracias por unirte a Terranest, el mercado para comprar, vender y prestar servicios inmobiliarios entre países, en tu propio idioma.',
        'Busca viviendas y guarda tus búsquedas, haz ofertas con un calendario de depósitos claro y contrata tasaciones, inspecciones y servicios de fotografía y vídeo de profesionales verificados, todo en un mismo lugar.',
      ],
      button: 'Empieza a explorar',
    },
  },
});
