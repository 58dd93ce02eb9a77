import type { TLocale } from '@app/shared/constants/locale';
import type { TPayoutFailure } from '@app/shared/orders/payouts.schema';
import { defineMailTemplate, type MailValue } from '../../../platform/mail/mail-template';

/** Why the payout was refused and what to do, one sentence per failure (the wallet's words first). */
export const PAYOUT_FAILURE_TEXTS = {
  account_closed: {
    'en-us': 'The bank says this account is closed. Add an open account in your wallet.',
    es: 'El banco indica que esta cuenta está cerrada. Añade una cuenta abierta en tu billetera.',
    'zh-Hant': '銀行表示此帳戶已關閉。請在錢包中新增一個有效的帳戶。',
    'zh-Hans': '银行表示此账户已关闭。请在钱包中添加一个有效的账户。',
  },
  no_account: {
    'en-us': 'The bank could not find this account. Check its details in your wallet, or add another account.',
    es: 'El banco no encontró esta cuenta. Revisa sus datos en tu billetera o añade otra cuenta.',
    'zh-Hant': '銀行找不到此帳戶。請在錢包中檢查帳戶資料，或新增其他帳戶。',
    'zh-Hans': '银行找不到此账户。请在钱包中检查账户信息，或添加其他账户。',
  },
  invalid_account: {
    'en-us': 'The account details are not valid. Check them in your wallet, or add another account.',
    es: 'Los datos de la cuenta no son válidos. Revísalos en tu billetera o añade otra cuenta.',
    'zh-Hant': '帳戶資料無效。請在錢包中檢查，或新增其他帳戶。',
    'zh-Hans': '账户信息无效。请在钱包中检查，或添加其他账户。',
  },
  could_not_process: {
    'en-us': 'The bank could not process the transfer. It will be tried again with your next payout.',
    es: 'El banco no pudo procesar la transferencia. Se volverá a intentar con tu próximo pago.',
    'zh-Hant': '銀行無法處理這筆轉帳。下次付款時將再次嘗試。',
    'zh-Hans': '银行无法处理这笔转账。下次付款时将再次尝试。',
  },
  not_connected: {
    'en-us': 'Payouts to this account are not set up yet. Finish setting them up from your wallet.',
    es: 'Los pagos a esta cuenta aún no están configurados. Termina de configurarlos desde tu billetera.',
    'zh-Hant': '尚未設定向此帳戶付款。請在錢包中完成設定。',
    'zh-Hans': '尚未设置向此账户付款。请在钱包中完成设置。',
  },
} as const satisfies Record<TPayoutFailure, Record<TLocale, string>>;

/** Tells a provider that a payout was refused, why, and that the money stays theirs for a later payout. */
export const payoutFailed = defineMailTemplate({
  name: 'payout-failed',
  fields: ['firstName', 'amount', 'last4', 'reason', 'link'],
  action: 'link',
  format: {
    reason: (value: MailValue, locale: TLocale) => PAYOUT_FAILURE_TEXTS[value as TPayoutFailure]?.[locale] ?? String(value),
  },
  example: {
    firstName: 'Mei',
    amount: '$1,250.00',
    last4: '6789',
    reason: 'account_closed',
    link: 'https://terranest.example/dashboard/wallet',
  },
  copy: {
    'en-us': {
      subject: 'Your payout of {amount} could not be sent',
      heading: 'A payout did not go through',
      intro: [
        'Hi {firstName},',
        'Your payout of {amount} to the account ending in {last4} was refused.',
        '{reason}',
        'The money stays in your balance and goes out with a later payout.',
      ],
      button: 'Open my wallet',
    },
    es: {
      subject: 'No se pudo enviar tu pago de {amount}',
      heading: 'Un pago no se completó',
      intro: [
        'Hola, {firstName}:',
        'Tu pago de {amount} a la cuenta que termina en {last4} fue rechazado.',
        '{reason}',
        'El dinero sigue en tu saldo y se enviará en un pago posterior.',
      ],
      button: 'Abrir mi billetera',
    },
    'zh-Hant': {
      subject: '您的 {amount} 付款未能送出',
      heading: '一筆付款未能完成',
      intro: [
        '{firstName}，您好：',
        '您匯至末四碼 {last4} 帳戶的 {amount} 付款遭到拒絕。',
        '{reason}',
        '這筆款項仍保留在您的餘額中，將於之後的付款一併送出。',
      ],
      button: '開啟我的錢包',
    },
    'zh-Hans': {
      subject: '您的 {amount} 付款未能发出',
      heading: '一笔付款未能完成',
      intro: [
        '{firstName}，您好：',
        '您汇至尾号 {last4} 账户的 {amount} 付款被拒绝。',
        '{reason}',
        '这笔款项仍保留在您的余额中，将在之后的付款中一并发出。',
      ],
      button: '打开我的钱包',
    },
  },
});
