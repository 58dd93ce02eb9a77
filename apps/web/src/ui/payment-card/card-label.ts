import type { TSavedCard } from '@app/shared/payments/payments.schema';

// Card networks are trademarks and read the same in every language.
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  'american-express': 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The card network's name for a provider brand code ('amex' -> 'American Express'). */
export function brandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : brand;
}

/** A card as people recognise it: 'Visa •••• 4242'. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${brandName(card.brand)} •••• ${card.last4}`;
}

/** A saved card's expiry as MM/YYYY. */
export function cardExpiry(card: Pick<TSavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
