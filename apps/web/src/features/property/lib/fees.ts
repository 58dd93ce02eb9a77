import { FEE_TERMS } from '@app/shared/constants/payments';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import type { TPublicListing } from '@app/shared/listings/listing.schema';

type Fee = TPublicListing['feesAndTaxes'][number];

/** Fee items that are taxes; the calculator's "property tax" line adds them up. */
const TAX_ITEMS = new Set(['property-tax', 'city-tax', 'school-tax']);

/** What a fee costs per month in minor units (an annual $1,200 is $100 a month). Unknown terms count as monthly. */
export function monthlyMinor(fee: Pick<Fee, 'amount' | 'term'>): number {
  const perYear = FEE_TERMS.find((term) => term.id === fee.term)?.perYear ?? 12;
  return Math.round((fee.amount.amount * perYear) / 12);
}

export type MonthlyFees = { taxes: TMoney; hoa: TMoney; total: TMoney };

/**
 * The listing's fees and taxes per month: taxes (property, city, school), HOA and other fees
 * (HOA, management; the General section's HOA fees when no HOA item is listed) and the total.
 */
export function monthlyFees(listing: Pick<TPublicListing, 'feesAndTaxes' | 'hoaFees' | 'price'>): MonthlyFees {
  const currency = listing.price.currency;
  let taxes = 0;
  let hoa = 0;
  for (const fee of listing.feesAndTaxes) {
    if (fee.amount.currency !== currency) continue;
    if (TAX_ITEMS.has(fee.item)) taxes += monthlyMinor(fee);
    else hoa += monthlyMinor(fee);
  }
  const hasHoaItem = listing.feesAndTaxes.some((fee) => fee.item === 'hoa');
  if (!hasHoaItem && listing.hoaFees && listing.hoaFees.currency === currency) hoa += listing.hoaFees.amount;
  return { taxes: { amount: taxes, currency }, hoa: { amount: hoa, currency }, total: { amount: taxes + hoa, currency } };
}
