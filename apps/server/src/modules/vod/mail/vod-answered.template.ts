import type { TLocale } from '@app/shared/constants/locale';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

const OUTCOMES: Record<TLocale, Record<'verified' | 'not-verified', string>> = {
  'en-us': { verified: 'Funds verified', 'not-verified': 'Not verified' },
  'zh-Hant': { verified: '資金已驗證', 'not-verified': '未獲驗證' },
  'zh-Hans': { verified: '资金已验证', 'not-verified': '未获验证' },
  es: { verified: 'Fondos verificados', 'not-verified': 'No verificado' },
};

/** The bank's answer in the reader's words ('Funds verified' / 'Not verified'). */
function outcome(value: MailValue, locale: TLocale): string {
  return OUTCOMES[locale][value === 'verified' ? 'verified' : 'not-verified'];
}

/** Tells the offer's parties (buyer side and seller side) that a bank answered a VOD request. */
export const vodAnswered = defineMailTemplate({
  name: 'vod-answered',
  fields: ['firstName', 'buyerName', 'bankName', 'outcome', 'listingTitle', 'link'],
  action: 'link',
  format: { outcome },
  example: {
    firstName: 'Ana',
    buyerName: 'Mei Lin',
    bankName: 'First Bay Bank',
    outcome: 'verified',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    link: 'https://terranest.example/dashboard/offers/pending/offer/123',
  },
  copy: {
    'en-us': {
      subject: '{outcome}: {bankName} answered for {buyerName}',
      heading: 'The bank has answered',
      intro: [
        'Hi {firstName},',
        '{bankName} answered the verification of deposit for {buyerName} on the offer on "{listingTitle}": {outcome}.',
      ],
      button: 'See the offer',
    },
    'zh-Hant': {
      subject: '{outcome}：{bankName} 已回覆 {buyerName} 的存款驗證',
      heading: '銀行已回覆',
      intro: ['{firstName}，您好：', '{bankName} 已回覆「{listingTitle}」出價中 {buyerName} 的存款驗證：{outcome}。'],
      button: '查看出價',
    },
    'zh-Hans': {
      subject: '{outcome}：{bankName} 已回复 {buyerName} 的存款验证',
      heading: '银行已回复',
      intro: ['{firstName}，您好：', '{bankName} 已回复「{listingTitle}」出价中 {buyerName} 的存款验证：{outcome}。'],
      button: '查看出价',
    },
    es: {
      subject: '{outcome}: {bankName} respondió por {buyerName}',
      heading: 'El banco ha respondido',
      intro: [
        'Hola, {firstName}:',
        '{bankName} respondió a la verificación de depósito de {buyerName} en la oferta por «{listingTitle}»: {outcome}.',
      ],
      button: 'Ver la oferta',
    },
  },
});
