import { defineMailTemplate } from '../../../../platform/mail/mail-template';

/** The support team's answer to a contact message or a feedback survey, with what they wrote (decision 080). */
export const contactReply = defineMailTemplate({
  name: 'contact-reply',
  fields: ['name', 'reply', 'message'],
  example: {
    name: 'Wei Chen',
    reply: 'Yes: several lenders on Terranest work with foreign buyers. Our mortgage page lists them.',
    message: 'Can a foreign buyer get a mortgage?',
  },
  copy: {
    'en-us': {
      subject: 'Our answer to your message to Terranest',
      heading: 'Our answer to your message',
      intro: ['Hi {name},', 'Thank you for writing to us. Here is our answer:', '{reply}'],
      outro: ['You wrote:', '{message}', 'If you have more questions, reply to this mail.'],
    },
    'zh-Hant': {
      subject: '我們對您寫給 Terranest 的訊息的回覆',
      heading: '我們對您訊息的回覆',
      intro: ['{name}，您好：', '感謝您來信。以下是我們的回覆：', '{reply}'],
      outro: ['您的來信內容：', '{message}', '如有其他問題，請直接回覆此郵件。'],
    },
    'zh-Hans': {
      subject: '我们对您写给 Terranest 的消息的回复',
      heading: '我们对您消息的回复',
      intro: ['{name}，您好：', '感谢您的来信。以下是我们的回复：', '{reply}'],
      outro: ['您的来信内容：', '{message}', '如有其他问题，请直接回复此邮件。'],
    },
    es: {
      subject: 'Nuestra respuesta a tu mensaje a Terranest',
      heading: 'Nuestra respuesta a tu mensaje',
      intro: ['Hola, {name}:', 'Gracias por escribirnos. Esta es nuestra respuesta:', '{reply}'],
      outro: ['Nos escribiste:', '{message}', 'Si tienes más preguntas, responde a este correo.'],
    },
  },
});
