/** Why a typed amount cannot be used; each has a message under `errors.` in the mortgage catalog. */
export type AmountError = 'notNumber' | 'negative' | 'zero' | 'tooHigh' | 'abovePrice';

/** What a box may hold: a ceiling, and whether 0 is meaningless (a loan's years). */
export type AmountRule = { max: number; aboveZero?: boolean };

/** A box's number, or why there is none: an empty box has neither (nothing to use, nothing wrong). */
export type Amount = { value?: number; error?: AmountError };

/** Amounts of money: up to the highest price a search takes. */
export const MONEY: AmountRule = { max: 1_000_000_000 };
/** An amount a tool cannot work without being above zero: a price, an income, a balance. */
export const POSITIVE_MONEY: AmountRule = { ...MONEY, aboveZero: true };
/** Interest rates, in percent. */
export const RATE: AmountRule = { max: 30 };
/** Down payments, in percent of the price. */
export const PERCENT: AmountRule = { max: 100 };
/** Years left on a loan. */
export const YEARS: AmountRule = { max: 40, aboveZero: true };

/**
 * Reads a typed amount: spaces, thousands commas and a currency or percent sign are forgiven
 * ("$85,000", "6.5 %"); anything else is an error to show, never NaN.
 */
export function readAmount(text: string, rule: AmountRule): Amount {
  const cleaned = text.replace(/[\s,$%]/g, '');
  if (cleaned === '') return {};
  if (/^-\d*\.?\d+$/.test(cleaned)) return { error: 'negative' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return { error: 'notNumber' };
  const value = Number(cleaned);
  if (value > rule.max) return { error: 'tooHigh' };
  if (rule.aboveZero && value === 0) return { error: 'zero' };
  return { value };
}
