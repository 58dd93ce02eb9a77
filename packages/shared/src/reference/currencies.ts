/**
 * Currencies for the preferred-currency setting and price display: ISO 4217 code, the usual
 * symbol, and minor-unit digits (amounts are stored as integers in minor units).
 */
export const CURRENCIES = [
  { code: 'USD', label: 'US Dollar', symbol: '$', minorDigits: 2 },
  { code: 'CNY', label: 'Chinese Yuan', symbol: '¥', minorDigits: 2 },
  { code: 'TWD', label: 'New Taiwan Dollar', symbol: 'NT$', minorDigits: 2 },
  { code: 'HKD', label: 'Hong Kong Dollar', symbol: 'HK$', minorDigits: 2 },
  { code: 'EUR', label: 'Euro', symbol: '€', minorDigits: 2 },
  { code: 'GBP', label: 'British Pound', symbol: '£', minorDigits: 2 },
  { code: 'CAD', label: 'Canadian Dollar', symbol: 'CA$', minorDigits: 2 },
  { code: 'AUD', label: 'Australian Dollar', symbol: 'A$', minorDigits: 2 },
  { code: 'JPY', label: 'Japanese Yen', symbol: '¥', minorDigits: 0 },
  { code: 'MXN', label: 'Mexican Peso', symbol: 'MX$', minorDigits: 2 },
  { code: 'SGD', label: 'Singapore Dollar', symbol: 'S$', minorDigits: 2 },
  { code: 'KRW', label: 'South Korean Won', symbol: '₩', minorDigits: 0 },
  { code: 'INR', label: 'Indian Rupee', symbol: '₹', minorDigits: 2 },
  { code: 'AED', label: 'UAE Dirham', symbol: 'AED', minorDigits: 2 },
  { code: 'CHF', label: 'Swiss Franc', symbol: 'CHF', minorDigits: 2 },
  { code: 'NZD', label: 'New Zealand Dollar', symbol: 'NZ$', minorDigits: 2 },
] as const;
export type TCurrency = (typeof CURRENCIES)[number];
export type TCurrencyCode = TCurrency['code'];
/** The codes of CURRENCIES, as a non-empty tuple for z.enum. */
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [TCurrencyCode, ...TCurrencyCode[]];
/** The currency prices are stored and shown in unless the user prefers another. */
export const DEFAULT_CURRENCY: TCurrencyCode = 'USD';

/** Minor-unit digits of a currency code (case-insensitive); 2 for codes not in the list. */
export function currencyMinorDigits(code: string): number {
  const wanted = code.toUpperCase();
  return CURRENCIES.find((currency) => currency.code === wanted)?.minorDigits ?? 2;
}
