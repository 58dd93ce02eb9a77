import { formatCurrency, formatUsd, minorToMajor } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { numberFormat } from '@app/shared/domain/intl-formats';
import { useLocaleTag } from '../i18n/use-locale-tag';

/**
 * Money for display, from integer minor units. US dollars keep the spec's format in every
 * language ('$1,234.56'); other currencies are written the reader's way ('1.234,56 €').
 */
export function formatMoney(money: TMoney, localeTag = 'en-US'): string {
  if (money.currency.toUpperCase() === 'USD') return formatUsd(money.amount);
  return formatCurrency(money.amount, money.currency, localeTag);
}

/**
 * A short price for a map pin ('$1.25M', '$450K'; '450 mil €' in Spanish): US dollars the spec's
 * way in every language, like formatMoney, other currencies the reader's way.
 */
export function formatCompactMoney(money: TMoney, localeTag = 'en-US'): string {
  const currency = money.currency.toUpperCase();
  return numberFormat(currency === 'USD' ? 'en-US' : localeTag, {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(minorToMajor(money.amount, currency));
}

/** formatMoney bound to the current interface language: the one money formatter of the web. */
export function useFormatMoney() {
  const tag = useLocaleTag();
  return (money: TMoney) => formatMoney(money, tag);
}
