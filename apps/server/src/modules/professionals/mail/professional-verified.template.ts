import { defineMailTemplate } from '../../../platform/mail/mail-template';

/** Tells a professional an admin verified their profile: it can appear in the directory once their membership runs. */
export const professionalVerified = defineMailTemplate({
  name: 'professional-verified',
  fields: ['firstName', 'link'],
  action: 'link',
  example: { firstName: 'Mei', link: 'https://terranest.example/dashboard/professional/verify' },
  copy: {
    'en-us': {
      subject: 'Your professional profile is verified',
      heading: 'You are verified',
      intro: [
        'Hi {firstName},',
        'We checked your IDs, licence and company information, and your professional profile is now verified. With an active membership, clients can find you in the professional directory and order your services.',
      ],
      button: 'See your profile status',
    },
    'zh-Hant': {
      subject: '您的專業人士檔案已通過驗證',
      heading: '您已通過驗證',
      intro: [
        '{firstName}，您好：',
        '我們已審核您的證件、執照與公司資料，您的專業人士檔案現已通過驗證。只要會員資格有效，客戶就能在專業人士名錄中找到您並訂購您的服務。',
      ],
      button: '查看檔案狀態',
    },
    'zh-Hans': {
      subject: '您的专业人士资料已通过验证',
      heading: '您已通过验证',
      intro: [
        '{firstName}，您好：',
        '我们已审核您的证件、执照和公司信息，您的专业人士资料现已通过验证。只要会员资格有效，客户就能在专业人士名录中找到您并订购您的服务。',
      ],
      button: '查看资料状态',
    },
    es: {
      subject: 'Tu perfil profesional está verificado',
      heading: 'Ya estás verificado',
      intro: [
        'Hola, {firstName}:',
        'Revisamos tus identificaciones, tu licencia y la información de tu empresa, y tu perfil profesional ya está verificado. Con una membresía activa, los clientes pueden encontrarte en el directorio de profesionales y contratar tus servicios.',
      ],
      button: 'Ver el estado de tu perfil',
    },
  },
});
