import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** A membership ended (its term ran out without renewal, or the grace period passed unpaid). */
export const membershipExpired = defineMailTemplate({
  name: 'membership-expired',
  fields: ['firstName', 'plan', 'link'],
  action: 'link',
  example: { firstName: 'Ana', plan: 'Standard', link: 'https://terranest.example/dashboard/professional/membership' },
  copy: {
    'en-us': {
      subject: 'Your {plan} membership has ended',
      heading: 'Your membership has ended',
      intro: [
        'Hi {firstName},',
        'Your {plan} membership has ended, so your profile no longer appears in the professional directory.',
        'Your postal codes are kept: choose a plan to be listed again.',
      ],
      button: 'Choose a plan',
    },
    'zh-Hant': {
      subject: '您的 {plan} 會員資格已結束',
      heading: '您的會員資格已結束',
      intro: [
        '{firstName}，您好：',
        '您的 {plan} 會員資格已結束，您的個人檔案將不再出現在專業人士目錄中。',
        '您的郵遞區號仍會保留：選擇方案即可重新刊登。',
      ],
      button: '選擇方案',
    },
    'zh-Hans': {
      subject: '您的 {plan} 会员资格已结束',
      heading: '您的会员资格已结束',
      intro: [
        '{firstName}，您好：',
        '您的 {plan} 会员资格已结束，您的个人资料将不再出现在专业人士目录中。',
        '您的邮政编码仍会保留：选择方案即可重新展示。',
      ],
      button: '选择方案',
    },
    es: {
      subject: 'Tu membresía {plan} ha terminado',
      heading: 'Tu membresía ha terminado',
      intro: [
        'Hola, {firstName}:',
        'Tu membresía {plan} ha terminado, así que tu perfil ya no aparece en el directorio de profesionales.',
        'Conservamos tus códigos postales: elige un plan para volver a aparecer.',
      ],
      button: 'Elegir un plan',
    },
  },
});
