import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Before each renewal charge (issue 19: a mail before each charge), in the member's language. */
export const membershipRenewalNotice = defineMailTemplate({
  name: 'membership-renewal-notice',
  fields: ['firstName', 'plan', 'amount', 'chargeOn', 'card', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    plan: 'Standard',
    amount: '$59.00',
    chargeOn: '2026-12-01',
    card: '4242',
    link: 'https://terranest.example/dashboard/professional/membership',
  },
  copy: {
    'en-us': {
      subject: 'Your {plan} membership renews on {chargeOn}',
      heading: 'Your membership renews soon',
      intro: [
        'Hi {firstName},',
        'On {chargeOn} we will charge {amount} to your card ending in {card} to renew your {plan} membership.',
        'To change the card or turn auto-renew off, open your membership before then.',
      ],
      button: 'Manage membership',
    },
    'zh-Hant': {
      subject: '您的 {plan} 會員資格將於 {chargeOn} 續約',
      heading: '您的會員資格即將續約',
      intro: [
        '{firstName}，您好：',
        '我們將於 {chargeOn} 從您尾號 {card} 的卡片扣款 {amount}，以續約您的 {plan} 會員資格。',
        '如需更換卡片或關閉自動續約，請在此之前前往您的會員資格頁面。',
      ],
      button: '管理會員資格',
    },
    'zh-Hans': {
      subject: '您的 {plan} 会员资格将于 {chargeOn} 续订',
      heading: '您的会员资格即将续订',
      intro: [
        '{firstName}，您好：',
        '我们将于 {chargeOn} 从您尾号 {card} 的卡扣款 {amount}，以续订您的 {plan} 会员资格。',
        '如需更换卡片或关闭自动续订，请在此之前前往您的会员资格页面。',
      ],
      button: '管理会员资格',
    },
    es: {
      subject: 'Tu membresía {plan} se renueva el {chargeOn}',
      heading: 'Tu membresía se renueva pronto',
      intro: [
        'Hola, {firstName}:',
        'El {chargeOn} cobraremos {amount} a tu tarjeta terminada en {card} para renovar tu membresía {plan}.',
        'Si quieres cambiar la tarjeta o desactivar la renovación automática, abre tu membresía antes de esa fecha.',
      ],
      button: 'Gestionar la membresía',
    },
  },
});
