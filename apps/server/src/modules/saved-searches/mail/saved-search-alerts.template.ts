import { intlTag, type TLocale } from '@app/shared/constants/locale';
import { numberFormat } from '@app/shared/domain/intl-formats';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

/** "1 new listing", "3 new listings", "3 筆新刊登", "3 套新房源", "3 anuncios nuevos". */
export function formatNewListings(value: MailValue, locale: TLocale): string {
  const n = Number(value);
  const count = numberFormat(intlTag(locale)).format(n);
  switch (locale) {
    case 'zh-Hant':
      return `${count} 筆新刊登`;
    case 'zh-Hans':
      return `${count} 套新房源`;
    case 'es':
      return n === 1 ? `${count} anuncio nuevo` : `${count} anuncios nuevos`;
    default:
      return n === 1 ? `${count} new listing` : `${count} new listings`;
  }
}

/** The digest's own words for each search in it (the sender builds the list in the reader's language). */
export const SAVED_SEARCH_ALERT_LABELS: Record<TLocale, { seeAll: string; stop: string; more: string }> = {
  'en-us': { seeAll: 'See all results', stop: 'Stop alerts for this search', more: 'More new listings are waiting in the results.' },
  'zh-Hant': { seeAll: '查看所有結果', stop: '停止此搜尋的通知', more: '搜尋結果中還有更多新刊登。' },
  'zh-Hans': { seeAll: '查看所有结果', stop: '停止此搜索的提醒', more: '搜索结果中还有更多新房源。' },
  es: {
    seeAll: 'Ver todos los resultados',
    stop: 'Dejar de recibir alertas de esta búsqueda',
    more: 'Hay más anuncios nuevos en los resultados.',
  },
};

/** One digest per person per run of the alert job: new listings for each of their saved searches. */
export const savedSearchAlerts = defineMailTemplate({
  name: 'saved-search-alerts',
  fields: ['firstName', 'count', 'searches', 'manageLink'],
  action: 'manageLink',
  list: 'searches',
  format: { count: formatNewListings },
  example: {
    firstName: 'Ana',
    count: 2,
    searches: JSON.stringify([
      {
        text: 'Austin, TX · 2+ beds · under $500,000',
        href: 'https://terranest.example/results?searchThis=Austin%2C%20TX&priceMax=500000&beds=2',
        note: '2 new listings',
        items: [
          {
            text: 'Sunlit bungalow with pool near Zilker Park',
            href: 'https://terranest.example/listings/1',
            note: '$450,000.00 · Austin, TX',
          },
          { text: 'Downtown condo with skyline views', href: 'https://terranest.example/listings/2', note: '$320,000.00 · Austin, TX' },
        ],
        links: [
          { text: 'See all results', href: 'https://terranest.example/results?searchThis=Austin%2C%20TX&priceMax=500000&beds=2' },
          { text: 'Stop alerts for this search', href: 'https://terranest.example/email/preferences?token=abc' },
        ],
      },
    ]),
    manageLink: 'https://terranest.example/dashboard/saved?tab=searches',
  },
  copy: {
    'en-us': {
      subject: 'Saved search alert: {count}',
      heading: 'New listings for your saved searches',
      intro: ['Hi {firstName},', 'We found {count} matching your saved searches since our last email:'],
      button: 'Manage saved searches',
      outro: [
        'You get this email because alerts are on for these searches. Each search has its own link to stop its alerts, no sign-in needed.',
      ],
    },
    'zh-Hant': {
      subject: '已儲存搜尋通知：{count}',
      heading: '您已儲存的搜尋有新刊登',
      intro: ['{firstName}，您好：', '自上次通知以來，我們找到 {count} 符合您已儲存的搜尋：'],
      button: '管理已儲存的搜尋',
      outro: ['您收到此郵件，是因為這些搜尋已開啟通知。每個搜尋都有自己的停止通知連結，無需登入。'],
    },
    'zh-Hans': {
      subject: '已保存搜索提醒：{count}',
      heading: '您已保存的搜索有新房源',
      intro: ['{firstName}，您好：', '自上次提醒以来，我们找到 {count} 符合您已保存的搜索：'],
      button: '管理已保存的搜索',
      outro: ['您收到此邮件，是因为这些搜索已开启提醒。每个搜索都有自己的停止提醒链接，无需登录。'],
    },
    es: {
      subject: 'Alerta de búsqueda guardada: {count}',
      heading: 'Anuncios nuevos para tus búsquedas guardadas',
      intro: ['Hola, {firstName}:', 'Desde nuestro último correo encontramos {count} que coinciden con tus búsquedas guardadas:'],
      button: 'Gestionar búsquedas guardadas',
      outro: [
        'Recibes este correo porque tienes las alertas activadas para estas búsquedas. Cada búsqueda tiene su propio enlace para dejar de recibirlas, sin necesidad de iniciar sesión.',
      ],
    },
  },
});
