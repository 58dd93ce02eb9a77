/**
 * The ways to pay besides a card (spec section 9: credit card, PayPal, Alipay/WeChat Pay), as
 * Stripe names them. Each takes only the currencies Stripe lists for it (its "Determine
 * compatibility" pages, checked 2026: decision 060); the demo processor applies the same lists,
 * so the checkout offers the same methods whichever processor is configured.
 */
export const APPROVAL_METHODS = ['alipay', 'wechat_pay', 'paypal'] as const;
export type TApprovalMethod = (typeof APPROVAL_METHODS)[number];

export const PAYMENT_METHOD_KINDS = ['card', ...APPROVAL_METHODS] as const;
export type TPaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

type MethodRules = {
  /** ISO 4217 codes (upper case) the method can be charged in. */
  currencies: readonly string[];
  /**
   * The currency the payer's wallet pays in when it is not the charged one: Alipay and WeChat Pay
   * wallets hold yuan and convert at their own rate; PayPal charges the amount as asked.
   */
  walletCurrency: string | null;
  /** How the payer approves: on the wallet's page (redirect) or by scanning a code with the phone. */
  approval: 'redirect' | 'qr';
};

export const APPROVAL_METHOD_RULES: Record<TApprovalMethod, MethodRules> = {
  alipay: {
    currencies: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'NZD', 'SGD', 'USD', 'MYR'],
    walletCurrency: 'CNY',
    approval: 'redirect',
  },
  wechat_pay: {
    currencies: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'SGD', 'USD', 'DKK', 'NOK', 'SEK', 'CHF'],
    walletCurrency: 'CNY',
    approval: 'qr',
  },
  paypal: {
    currencies: ['EUR', 'GBP', 'USD', 'CHF', 'CZK', 'DKK', 'NOK', 'PLN', 'SEK', 'AUD', 'CAD', 'HKD', 'NZD', 'SGD'],
    walletCurrency: null,
    approval: 'redirect',
  },
};

/** Whether `method` can be charged in `currency`. */
export function methodTakes(method: TApprovalMethod, currency: string): boolean {
  return APPROVAL_METHOD_RULES[method].currencies.includes(currency.toUpperCase());
}

/** The methods a checkout in `currency` can be paid with besides a card, in the order the checkout lists them. */
export function approvalMethodsFor(currency: string): TApprovalMethod[] {
  return APPROVAL_METHODS.filter((method) => methodTakes(method, currency));
}

/** How long a payer has to approve a payment on the wallet's page or by its code; then it is cancelled. */
export const APPROVAL_WINDOW_MS = 15 * 60 * 1000;
