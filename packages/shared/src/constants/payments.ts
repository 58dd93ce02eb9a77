import { optionIds } from '../reference/options';

/** Payment methods offered at checkout (spec section 9). */
export const PAYMENT_METHODS = [
  { id: 'credit-card', label: 'Credit Card' },
  { id: 'paypal', label: 'PayPal' },
  { id: 'alipay-wechat-pay', label: 'Alipay/WeChat Pay' },
  { id: 'demo-card', label: 'Demo Card' },
] as const;
export type TPaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
/** The ids of PAYMENT_METHODS, as a non-empty tuple for z.enum. */
export const PAYMENT_METHOD_IDS = optionIds(PAYMENT_METHODS);

/** Mortgage terms of the payment calculator. */
export const MORTGAGE_TERMS = [
  { id: '30-year-fixed', label: '30-year fixed', years: 30 },
  { id: '15-year-fixed', label: '15-year fixed', years: 15 },
] as const;
export type TMortgageTermId = (typeof MORTGAGE_TERMS)[number]['id'];
/** The ids of MORTGAGE_TERMS, as a non-empty tuple for z.enum. */
export const MORTGAGE_TERM_IDS = optionIds(MORTGAGE_TERMS);

/** How often a listing fee or tax is paid, with the number of payments a year. */
export const FEE_TERMS = [
  { id: 'monthly', label: 'Monthly', perYear: 12 },
  { id: 'semi-annual', label: 'Semi-annual', perYear: 2 },
  { id: 'annual', label: 'Annual', perYear: 1 },
] as const;
export type TFeeTermId = (typeof FEE_TERMS)[number]['id'];
/** The ids of FEE_TERMS, as a non-empty tuple for z.enum. */
export const FEE_TERM_IDS = optionIds(FEE_TERMS);

/** Payout method bank account types. */
export const PAYOUT_ACCOUNT_TYPES = [
  { id: 'checking', label: 'Checking' },
  { id: 'savings', label: 'Savings' },
] as const;
export type TPayoutAccountTypeId = (typeof PAYOUT_ACCOUNT_TYPES)[number]['id'];
/** The ids of PAYOUT_ACCOUNT_TYPES, as a non-empty tuple for z.enum. */
export const PAYOUT_ACCOUNT_TYPE_IDS = optionIds(PAYOUT_ACCOUNT_TYPES);
