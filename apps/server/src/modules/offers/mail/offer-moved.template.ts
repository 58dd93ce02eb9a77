import type { TLocale } from '@app/shared/constants/locale';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

/**
 * What happened to an offer, as one sentence per move (offerMoveKey in offer-effects.ts): who
 * moved it matters for counters, renegotiations and declines, the outcome for finalizing.
 */
export const OFFER_MOVE_TEXTS = {
  edit: {
    'en-us': 'The buyer side updated the terms of the offer before any answer (Offer Terms Updated).',
    es: 'La parte compradora actualizó las condiciones de la oferta antes de recibir respuesta (Condiciones de la oferta actualizadas).',
    'zh-Hant': '買方在對方回覆前更新了出價條款（出價條款已更新）。',
    'zh-Hans': '买方在对方回复前更新了出价条款（出价条款已更新）。',
  },
  'counter-buyer': {
    'en-us': 'The buyer side sent a signed counter offer.',
    es: 'La parte compradora envió una contraoferta firmada.',
    'zh-Hant': '買方送出了一份已簽署的還價。',
    'zh-Hans': '买方发送了一份已签署的还价。',
  },
  'counter-seller': {
    'en-us': 'The seller side sent a signed counter offer.',
    es: 'La parte vendedora envió una contraoferta firmada.',
    'zh-Hant': '賣方送出了一份已簽署的還價。',
    'zh-Hans': '卖方发送了一份已签署的还价。',
  },
  'renegotiate-buyer': {
    'en-us': 'The buyer side reopened the declined offer with new signed terms.',
    es: 'La parte compradora reabrió la oferta rechazada con nuevas condiciones firmadas.',
    'zh-Hant': '買方以新的已簽署條款重新開啟了被拒絕的出價。',
    'zh-Hans': '买方以新的已签署条款重新开启了被拒绝的出价。',
  },
  'renegotiate-seller': {
    'en-us': 'The seller side reopened the declined offer with new signed terms.',
    es: 'La parte vendedora reabrió la oferta rechazada con nuevas condiciones firmadas.',
    'zh-Hant': '賣方以新的已簽署條款重新開啟了被拒絕的出價。',
    'zh-Hans': '卖方以新的已签署条款重新开启了被拒绝的出价。',
  },
  accept: {
    'en-us': 'The offer has been accepted. The property is now under offer; both sides finalize next.',
    es: 'La oferta ha sido aceptada. La propiedad está ahora bajo oferta; a continuación ambas partes la finalizan.',
    'zh-Hant': '出價已被接受。此物業現為「已有出價」狀態，接下來由雙方完成簽署。',
    'zh-Hans': '出价已被接受。该房产现为"已有出价"状态，接下来由双方完成签署。',
  },
  'decline-buyer': {
    'en-us': 'The buyer side declined the counter offer.',
    es: 'La parte compradora rechazó la contraoferta.',
    'zh-Hant': '買方拒絕了還價。',
    'zh-Hans': '买方拒绝了还价。',
  },
  'decline-seller': {
    'en-us': 'The seller side declined the offer.',
    es: 'La parte vendedora rechazó la oferta.',
    'zh-Hant': '賣方拒絕了出價。',
    'zh-Hans': '卖方拒绝了出价。',
  },
  cancel: {
    'en-us': 'The buyer side cancelled the offer. The booking deposit is refunded.',
    es: 'La parte compradora canceló la oferta. El depósito de reserva se reembolsa.',
    'zh-Hant': '買方已取消出價，預訂保證金將退還。',
    'zh-Hans': '买方已取消出价，预订保证金将退还。',
  },
  'finalize-signed': {
    'en-us': 'One side has signed the final terms; the other side’s signature opens escrow.',
    es: 'Una de las partes firmó las condiciones finales; la firma de la otra parte abre el depósito en garantía.',
    'zh-Hant': '一方已簽署最終條款；另一方簽署後即開啟託管。',
    'zh-Hans': '一方已签署最终条款；另一方签署后即开启托管。',
  },
  'finalize-finalized': {
    'en-us': 'Both sides have signed the final terms. Escrow is open.',
    es: 'Ambas partes firmaron las condiciones finales. El depósito en garantía está abierto.',
    'zh-Hant': '雙方均已簽署最終條款，託管已開啟。',
    'zh-Hans': '双方均已签署最终条款，托管已开启。',
  },
  expire: {
    'en-us': 'The offer expired: no answer came within 2 business days. The booking deposit is refunded.',
    es: 'La oferta venció: no hubo respuesta en 2 días hábiles. El depósito de reserva se reembolsa.',
    'zh-Hant': '出價已過期：2 個工作天內未獲回覆，預訂保證金將退還。',
    'zh-Hans': '出价已过期：2 个工作日内未获回复，预订保证金将退还。',
  },
  'hold-as-backup': {
    'en-us':
      'The seller accepted another offer on this property. Yours is kept as a backup (Under review of better offer): the seller may still accept it.',
    es: 'El vendedor aceptó otra oferta por esta propiedad. La tuya queda como respaldo (En revisión de una mejor oferta): el vendedor aún puede aceptarla.',
    'zh-Hant': '賣方已接受此物業的另一份出價。您的出價保留為備選（審核更佳出價中），賣方仍可接受。',
    'zh-Hans': '卖方已接受该房产的另一份出价。您的出价保留为备选（审核更佳出价中），卖方仍可接受。',
  },
  promote: {
    'en-us': 'The accepted offer on this property fell through. This offer is back with the seller, who has 2 business days to answer.',
    es: 'La oferta aceptada por esta propiedad no prosperó. Esta oferta vuelve al vendedor, que tiene 2 días hábiles para responder.',
    'zh-Hant': '此物業先前被接受的出價已告吹。此出價重新交由賣方，賣方須於 2 個工作天內回覆。',
    'zh-Hans': '该房产先前被接受的出价已告吹。此出价重新交由卖方，卖方须在 2 个工作日内回复。',
  },
  lose: {
    'en-us': 'The seller finalized another offer on this property (Accepted another offer). The booking deposit is refunded.',
    es: 'El vendedor finalizó otra oferta por esta propiedad (Aceptó otra oferta). El depósito de reserva se reembolsa.',
    'zh-Hant': '賣方已完成此物業另一份出價的簽署（已接受其他出價），預訂保證金將退還。',
    'zh-Hans': '卖方已完成该房产另一份出价的签署（已接受其他出价），预订保证金将退还。',
  },
} as const satisfies Record<string, Record<TLocale, string>>;
export type TOfferMoveKey = keyof typeof OFFER_MOVE_TEXTS;

const REASON_LABEL: Record<TLocale, string> = { 'en-us': 'Reason', es: 'Motivo', 'zh-Hant': '原因', 'zh-Hans': '原因' };

const moveText = (value: MailValue, locale: TLocale) => OFFER_MOVE_TEXTS[value as TOfferMoveKey]?.[locale] ?? String(value);
/** The reason of a decline or cancellation, labelled; nothing for moves without one. */
const reasonText = (value: MailValue, locale: TLocale) => (String(value).trim() ? `${REASON_LABEL[locale]}: ${String(value)}` : '');

/** Tells every party of an offer (buyers, co-buyers, agents, seller) what just happened to it, in their language. */
export const offerMoved = defineMailTemplate({
  name: 'offer-moved',
  fields: ['firstName', 'listingTitle', 'move', 'offerPrice', 'reason', 'link'],
  action: 'link',
  format: { move: moveText, reason: reasonText },
  example: {
    firstName: 'Mei',
    listingTitle: 'Sunlit 3-bed Craftsman near Piedmont Park',
    move: 'decline-seller',
    offerPrice: '$640,000.00',
    reason: 'We accepted a cash offer closer to asking.',
    link: 'https://terranest.example/dashboard/offers/pending/offer/123',
  },
  copy: {
    'en-us': {
      subject: 'Offer update on "{listingTitle}"',
      heading: 'Your offer has news',
      intro: ['Hi {firstName},', '{move}', 'Offer price: {offerPrice}', '{reason}'],
      button: 'See the offer',
    },
    es: {
      subject: 'Novedades de la oferta por «{listingTitle}»',
      heading: 'Tu oferta tiene novedades',
      intro: ['Hola, {firstName}:', '{move}', 'Precio de la oferta: {offerPrice}', '{reason}'],
      button: 'Ver la oferta',
    },
    'zh-Hant': {
      subject: '「{listingTitle}」的出價有更新',
      heading: '您的出價有更新',
      intro: ['{firstName}，您好：', '{move}', '出價金額：{offerPrice}', '{reason}'],
      button: '查看出價',
    },
    'zh-Hans': {
      subject: '「{listingTitle}」的出价有更新',
      heading: '您的出价有更新',
      intro: ['{firstName}，您好：', '{move}', '出价金额：{offerPrice}', '{reason}'],
      button: '查看出价',
    },
  },
});
