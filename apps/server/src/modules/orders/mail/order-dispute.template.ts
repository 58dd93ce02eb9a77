import type { TLocale } from '@app/shared/constants/locale';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

/** What happened to the dispute on a service order, one sentence per event (decision 079). */
export const DISPUTE_EVENT_TEXTS = {
  opened: {
    'en-us': 'A dispute has been opened on this order. Terranest will look into it and tell you both what it decides.',
    es: 'Se ha abierto una disputa sobre este pedido. Terranest la revisará y os comunicará a ambos lo que decida.',
    'zh-Hant': '此訂單已提出爭議。Terranest 將進行審查，並通知雙方處理結果。',
    'zh-Hans': '此订单已提出争议。Terranest 将进行审查，并通知双方处理结果。',
  },
  'resolved-refund': {
    'en-us': 'Terranest has resolved the dispute on this order with a refund to the customer.',
    es: 'Terranest ha resuelto la disputa sobre este pedido con un reembolso al cliente.',
    'zh-Hant': 'Terranest 已處理此訂單的爭議，並退款給客戶。',
    'zh-Hans': 'Terranest 已处理此订单的争议，并退款给客户。',
  },
  'resolved-no-refund': {
    'en-us': 'Terranest has resolved the dispute on this order without a refund.',
    es: 'Terranest ha resuelto la disputa sobre este pedido sin reembolso.',
    'zh-Hant': 'Terranest 已處理此訂單的爭議，不予退款。',
    'zh-Hans': 'Terranest 已处理此订单的争议，不予退款。',
  },
} as const satisfies Record<string, Record<TLocale, string>>;
export type TDisputeEventKey = keyof typeof DISPUTE_EVENT_TEXTS;

const REASON_LABEL: Record<TLocale, string> = { 'en-us': 'Reason', es: 'Motivo', 'zh-Hant': '原因', 'zh-Hans': '原因' };
const REFUND_LABEL: Record<TLocale, string> = { 'en-us': 'Refund', es: 'Reembolso', 'zh-Hant': '退款金額', 'zh-Hans': '退款金额' };
const labelled = (labels: Record<TLocale, string>) => (value: MailValue, locale: TLocale) =>
  String(value).trim() ? `${labels[locale]}: ${String(value)}` : '';

/** Tells both parties of a service order that a dispute was opened or resolved, each in their language. */
export const orderDispute = defineMailTemplate({
  name: 'order-dispute',
  fields: ['firstName', 'orderNumber', 'event', 'amount', 'reason', 'link'],
  action: 'link',
  format: {
    event: (value: MailValue, locale: TLocale) => DISPUTE_EVENT_TEXTS[value as TDisputeEventKey]?.[locale] ?? String(value),
    amount: labelled(REFUND_LABEL),
    reason: labelled(REASON_LABEL),
  },
  example: {
    firstName: 'Mei',
    orderNumber: '100042',
    event: 'resolved-refund',
    amount: '$120.00',
    reason: 'The report left out the garage.',
    link: 'https://terranest.example/dashboard/orders',
  },
  copy: {
    'en-us': {
      subject: 'Order #{orderNumber}: dispute update',
      heading: 'A dispute on your order',
      intro: ['Hi {firstName},', '{event}', '{amount}', '{reason}'],
      button: 'See the order',
    },
    es: {
      subject: 'Pedido n.º {orderNumber}: novedades de la disputa',
      heading: 'Una disputa sobre tu pedido',
      intro: ['Hola, {firstName}:', '{event}', '{amount}', '{reason}'],
      button: 'Ver el pedido',
    },
    'zh-Hant': {
      subject: '訂單 #{orderNumber}：爭議更新',
      heading: '您的訂單有爭議',
      intro: ['{firstName}，您好：', '{event}', '{amount}', '{reason}'],
      button: '查看訂單',
    },
    'zh-Hans': {
      subject: '订单 #{orderNumber}：争议更新',
      heading: '您的订单有争议',
      intro: ['{firstName}，您好：', '{event}', '{amount}', '{reason}'],
      button: '查看订单',
    },
  },
});
