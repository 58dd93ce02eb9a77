import { DEFAULT_LOCALE } from '../constants/locale';
import { currencyMinorDigits } from '../reference/currencies';
import { numberFormat } from './intl-formats';

function assertMinorUnits(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount must be an integer in minor units, got ${minor}`);
}

/** Thousands separators for a string of digits: '1234567' -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** US dollars from integer cents, as the spec's format: $ with 2 decimals and thousands separators ('$1,234.56', '-$5.00'). */
export function formatUsd(cents: number): string {
  assertMinorUnits(cents);
  const absolute = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(absolute / 100)));
  const rest = String(absolute % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}

/** Major units (e.g. dollars) from integer minor units for a currency (JPY has none). */
export function minorToMajor(minor: number, currency: string): number {
  assertMinorUnits(minor);
  return minor / 10 ** currencyMinorDigits(currency);
}

/** Integer minor units from a major amount for a currency, rounded half away from zero. */
export function majorToMinor(major: number, currency: string): number {
  const factor = 10 ** currencyMinorDigits(currency);
  const minor = Math.sign(major) * Math.round(Number((Math.abs(major) * factor).toFixed(6)));
  return minor === 0 ? 0 : minor;
}

/** Any currency from integer minor units, formatted for a locale with Intl ('¥1,235', '1.234,56 €'). */
export function formatCurrency(minor: number, currency: string, locale: string = DEFAULT_LOCALE): string {
  const digits = currencyMinorDigits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorToMajor(minor, currency));
}
