import { intlTag, type TLocale } from '@app/shared/constants/locale';
import { numberFormat } from '@app/shared/domain/intl-formats';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

/** "1 new message", "3 new messages", "3 則新訊息", "3 条新消息", "3 mensajes nuevos". */
export function formatNewMessages(value: MailValue, locale: TLocale): string {
  const n = Number(value);
  const count = numberFormat(intlTag(locale)).format(n);
  switch (locale) {
    case 'zh-Hant':
      return `${count} 則新訊息`;
    case 'zh-Hans':
      return `${count} 条新消息`;
    case 'es':
      return n === 1 ? `${count} mensaje nuevo` : `${count} mensajes nuevos`;
    default:
      return n === 1 ? `${count} new message` : `${count} new messages`;
  }
}

/** The digest's note under a message shown in the reader's language (the original is a click away in the app). */
export const MESSAGE_DIGEST_LABELS: Record<TLocale, { translated: string; attachments: string }> = {
  'en-us': { translated: 'Translated', attachments: 'Attachment' },
  'zh-Hant': { translated: '已翻譯', attachments: '附件' },
  'zh-Hans': { translated: '已翻译', attachments: '附件' },
  es: { translated: 'Traducido', attachments: 'Archivo adjunto' },
};

/**
 * New messages in one conversation for someone who was not connected when they came (at most one
 * every 15 minutes per conversation, never for a muted one), with a link back to it.
 */
export const messageDigest = defineMailTemplate({
  name: 'message-digest',
  fields: ['firstName', 'senderName', 'count', 'messages', 'link'],
  action: 'link',
  list: 'messages',
  format: { count: formatNewMessages },
  example: {
    firstName: 'Ana',
    senderName: 'Mei Lin',
    count: 2,
    messages: JSON.stringify([
      { text: 'Is the house still available?' },
      { text: 'Could we visit on Saturday morning?', note: 'Translated' },
    ]),
    link: 'https://terranest.example/dashboard/messages?conversation=123',
  },
  copy: {
    'en-us': {
      subject: '{count} from {senderName}',
      heading: 'You have new messages',
      intro: ['Hi {firstName},', '{senderName} sent you {count}:'],
      button: 'Reply',
      outro: ['You get this email because you were not online when they wrote. Mute the conversation to stop these emails.'],
    },
    'zh-Hant': {
      subject: '{senderName} 傳來 {count}',
      heading: '您有新訊息',
      intro: ['{firstName}，您好：', '{senderName} 傳給您 {count}：'],
      button: '回覆',
      outro: ['由於對方來訊時您不在線上，因此收到此郵件。將對話設為靜音即可不再收到這類郵件。'],
    },
    'zh-Hans': {
      subject: '{senderName} 发来 {count}',
      heading: '您有新消息',
      intro: ['{firstName}，您好：', '{senderName} 给您发来 {count}：'],
      button: '回复',
      outro: ['由于对方发消息时您不在线，因此收到此邮件。将对话设为免打扰即可不再收到这类邮件。'],
    },
    es: {
      subject: '{count} de {senderName}',
      heading: 'Tienes mensajes nuevos',
      intro: ['Hola, {firstName}:', '{senderName} te envió {count}:'],
      button: 'Responder',
      outro: ['Recibes este correo porque no estabas conectado cuando te escribieron. Silencia la conversación para dejar de recibirlos.'],
    },
  },
});
