import { formatCurrency, formatUsd } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { findLocale } from '../i18n/locales';

/**
 * Money for display, from integer minor units. US dollars keep the spec's format in every
 * language ('$1,234.56'); other currencies are written the reader's way ('1.234,56 €').
 */
export function formatMoney(money: TMoney, localeTag = 'en-US'): string {
  if (money.currency.toUpperCase() === 'USD') return formatUsd(money.amount);
  return formatCurrency(money.amount, money.currency, localeTag);
}

/** formatMoney bound to the current interface language: the one money formatter of the web. */
export function useFormatMoney() {
  const { i18n } = useTranslation();
  const tag = findLocale(i18n.resolvedLanguage ?? i18n.language)?.tag ?? 'en-US';
  return (money: TMoney) => formatMoney(money, tag);
}
