import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** A renewal could not be charged (spec: 'Could not add subscription'): the grace period and its end. */
export const membershipRenewalFailed = defineMailTemplate({
  name: 'membership-renewal-failed',
  fields: ['firstName', 'plan', 'graceEndsOn', 'link'],
  action: 'link',
  example: {
    firstName: 'Ana',
    plan: 'Standard',
    graceEndsOn: '2026-12-08',
    link: 'https://terranest.example/dashboard/professional/membership',
  },
  copy: {
    'en-us': {
      subject: 'Could not add subscription',
      heading: 'Could not add subscription',
      intro: [
        'Hi {firstName},',
        'We could not charge your card to renew your {plan} membership.',
        'Your profile stays listed until {graceEndsOn} while we try again. Add or choose another card before then to keep your membership.',
      ],
      button: 'Update payment',
    },
    'zh-Hant': {
      subject: '無法新增訂閱',
      heading: '無法新增訂閱',
      intro: [
        '{firstName}，您好：',
        '我們無法從您的卡片扣款以續約您的 {plan} 會員資格。',
        '在 {graceEndsOn} 之前，您的個人檔案仍會刊登，我們也會再次嘗試扣款。請在此之前新增或選擇其他卡片，以保留您的會員資格。',
      ],
      button: '更新付款方式',
    },
    'zh-Hans': {
      subject: '无法添加订阅',
      heading: '无法添加订阅',
      intro: [
        '{firstName}，您好：',
        '我们无法从您的卡扣款以续订您的 {plan} 会员资格。',
        '在 {graceEndsOn} 之前，您的个人资料仍会展示，我们也会再次尝试扣款。请在此之前添加或选择其他卡，以保留您的会员资格。',
      ],
      button: '更新付款方式',
    },
    es: {
      subject: 'No se pudo añadir la suscripción',
      heading: 'No se pudo añadir la suscripción',
      intro: [
        'Hola, {firstName}:',
        'No pudimos cobrar a tu tarjeta la renovación de tu membresía {plan}.',
        'Tu perfil seguirá publicado hasta el {graceEndsOn} mientras lo volvemos a intentar. Añade o elige otra tarjeta antes de esa fecha para conservar tu membresía.',
      ],
      button: 'Actualizar el pago',
    },
  },
});
