import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells a professional why an admin could not verify their profile, and where to fix it and send it again. */
export const professionalRejected = defineMailTemplate({
  name: 'professional-rejected',
  fields: ['firstName', 'reason', 'link'],
  action: 'link',
  example: {
    firstName: 'Mei',
    reason: 'The licence photo is blurred; please upload a sharper scan.',
    link: 'https://terranest.example/dashboard/professional/verify',
  },
  copy: {
    'en-us': {
      subject: 'Your professional profile needs a change',
      heading: 'We could not verify your profile yet',
      intro: [
        'Hi {firstName},',
        'Our team reviewed your professional profile and could not verify it for this reason:',
        '{reason}',
        'Fix it in your profile and submit it again; we review resubmitted profiles within 3 days.',
      ],
      button: 'Fix and resubmit',
    },
    'zh-Hant': {
      subject: '您的專業人士檔案需要修改',
      heading: '我們暫時無法驗證您的檔案',
      intro: [
        '{firstName}，您好：',
        '我們的團隊審核了您的專業人士檔案，因以下原因暫時無法驗證：',
        '{reason}',
        '請在檔案中修正後重新提交；我們會在 3 天內審核重新提交的檔案。',
      ],
      button: '修正並重新提交',
    },
    'zh-Hans': {
      subject: '您的专业人士资料需要修改',
      heading: '我们暂时无法验证您的资料',
      intro: [
        '{firstName}，您好：',
        '我们的团队审核了您的专业人士资料，因以下原因暂时无法验证：',
        '{reason}',
        '请在资料中修正后重新提交；我们会在 3 天内审核重新提交的资料。',
      ],
      button: '修正并重新提交',
    },
    es: {
      subject: 'Tu perfil profesional necesita un cambio',
      heading: 'Aún no pudimos verificar tu perfil',
      intro: [
        'Hola, {firstName}:',
        'Nuestro equipo revisó tu perfil profesional y no pudo verificarlo por este motivo:',
        '{reason}',
        'Corrígelo en tu perfil y vuelve a enviarlo; revisamos los perfiles reenviados en un plazo de 3 días.',
      ],
      button: 'Corregir y reenviar',
    },
  },
});
