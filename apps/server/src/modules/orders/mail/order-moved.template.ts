import type { TLocale } from '@app/shared/constants/locale';
import type { TOrderAction } from '@app/shared/orders/order-transitions';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

/** What happened to a service order, one sentence per move ('place' when its payment placed it, 'days' when its provider set its days). */
export const ORDER_MOVE_TEXTS = {
  place: {
    'en-us': 'A new order has been placed and paid. The provider has 2 days to accept it.',
    es: 'Se ha realizado y pagado un nuevo pedido. El proveedor tiene 2 días para aceptarlo.',
    'zh-Hant': '已成立並付款一筆新訂單。服務提供者須在 2 天內接受。',
    'zh-Hans': '已下单并付款一笔新订单。服务提供者须在 2 天内接受。',
  },
  accept: {
    'en-us': 'The provider accepted the order and is working on it.',
    es: 'El proveedor aceptó el pedido y está trabajando en él.',
    'zh-Hant': '服務提供者已接受訂單並開始處理。',
    'zh-Hans': '服务提供者已接受订单并开始处理。',
  },
  decline: {
    'en-us': 'The provider declined the order. The payment is refunded in full.',
    es: 'El proveedor rechazó el pedido. El pago se reembolsa por completo.',
    'zh-Hant': '服務提供者已拒絕訂單，款項將全額退還。',
    'zh-Hans': '服务提供者已拒绝订单，款项将全额退还。',
  },
  cancel: {
    'en-us': 'The customer cancelled the order. Any refund due is on its way.',
    es: 'El cliente canceló el pedido. El reembolso que corresponda está en camino.',
    'zh-Hant': '客戶已取消訂單，應退款項正在處理中。',
    'zh-Hans': '客户已取消订单，应退款项正在处理中。',
  },
  submit: {
    'en-us': 'The appraisal report has been uploaded and submitted for review.',
    es: 'El informe de tasación se ha subido y enviado para su revisión.',
    'zh-Hant': '估價報告已上傳並提交審閱。',
    'zh-Hans': '估价报告已上传并提交审阅。',
  },
  upload: {
    'en-us': 'The provider uploaded a file to the order.',
    es: 'El proveedor subió un archivo al pedido.',
    'zh-Hant': '服務提供者已上傳檔案至訂單。',
    'zh-Hans': '服务提供者已上传文件至订单。',
  },
  deliver: {
    'en-us': 'The order has been delivered. Please review it and complete it or ask for a revision.',
    es: 'El pedido ha sido entregado. Revísalo y complétalo o solicita una revisión.',
    'zh-Hant': '訂單已交付。請檢閱後完成訂單或要求修改。',
    'zh-Hans': '订单已交付。请审阅后完成订单或要求修改。',
  },
  complete: {
    'en-us': 'The customer completed the order. The provider is paid.',
    es: 'El cliente completó el pedido. Se paga al proveedor.',
    'zh-Hant': '客戶已完成訂單，款項將支付給服務提供者。',
    'zh-Hans': '客户已完成订单，款项将支付给服务提供者。',
  },
  revise: {
    'en-us': 'The customer asked for a revision.',
    es: 'El cliente solicitó una revisión.',
    'zh-Hant': '客戶已要求修改。',
    'zh-Hans': '客户已要求修改。',
  },
  days: {
    'en-us': 'The provider changed the number of days the order takes. Its new due date is on the order page.',
    es: 'El proveedor cambió el número de días que lleva el pedido. Su nueva fecha límite está en la página del pedido.',
    'zh-Hant': '服務提供者已更改訂單所需天數，新的截止日期請見訂單頁面。',
    'zh-Hans': '服务提供者已更改订单所需天数，新的截止日期请见订单页面。',
  },
  expire: {
    'en-us': 'The order expired: it was past due. The payment is refunded in full.',
    es: 'El pedido venció: superó su fecha límite. El pago se reembolsa por completo.',
    'zh-Hant': '訂單已逾期失效，款項將全額退還。',
    'zh-Hans': '订单已逾期失效，款项将全额退还。',
  },
} as const satisfies Record<TOrderAction | 'place' | 'days', Record<TLocale, string>>;
export type TOrderMoveKey = keyof typeof ORDER_MOVE_TEXTS;

const REASON_LABEL: Record<TLocale, string> = { 'en-us': 'Reason', es: 'Motivo', 'zh-Hant': '原因', 'zh-Hans': '原因' };
const moveText = (value: MailValue, locale: TLocale) => ORDER_MOVE_TEXTS[value as TOrderMoveKey]?.[locale] ?? String(value);
const reasonText = (value: MailValue, locale: TLocale) => (String(value).trim() ? `${REASON_LABEL[locale]}: ${String(value)}` : '');

/** Tells both parties of a service order what just happened to it, each in their language. */
export const orderMoved = defineMailTemplate({
  name: 'order-moved',
  fields: ['firstName', 'orderNumber', 'move', 'reason', 'link'],
  action: 'link',
  format: { move: moveText, reason: reasonText },
  example: {
    firstName: 'Mei',
    orderNumber: '100042',
    move: 'expire',
    reason: 'Past Due',
    link: 'https://terranest.example/dashboard/orders',
  },
  copy: {
    'en-us': {
      subject: 'Order #{orderNumber} update',
      heading: 'Your order has news',
      intro: ['Hi {firstName},', '{move}', '{reason}'],
      button: 'See the order',
    },
    es: {
      subject: 'Novedades del pedido n.º {orderNumber}',
      heading: 'Tu pedido tiene novedades',
      intro: ['Hola, {firstName}:', '{move}', '{reason}'],
      button: 'Ver el pedido',
    },
    'zh-Hant': {
      subject: '訂單 #{orderNumber} 有更新',
      heading: '您的訂單有更新',
      intro: ['{firstName}，您好：', '{move}', '{reason}'],
      button: '查看訂單',
    },
    'zh-Hans': {
      subject: '订单 #{orderNumber} 有更新',
      heading: '您的订单有更新',
      intro: ['{firstName}，您好：', '{move}', '{reason}'],
      button: '查看订单',
    },
  },
});
