import type { TOfferComparisonRow } from '@app/shared/offers/offers.schema';

/** The compare view's order: by offer price, highest or lowest first. */
export type TPriceOrder = 'descending' | 'ascending';

/** The offers by price in the given order; equal prices keep the earlier-sent offer first. */
export function byPrice(rows: readonly TOfferComparisonRow[], order: TPriceOrder): TOfferComparisonRow[] {
  const sign = order === 'descending' ? -1 : 1;
  const sent = (row: TOfferComparisonRow) => (row.sentAt ? Date.parse(row.sentAt) : Infinity);
  return [...rows].sort((a, b) => sign * (a.offerPrice.amount - b.offerPrice.amount) || sent(a) - sent(b));
}

export const otherOrder = (order: TPriceOrder): TPriceOrder => (order === 'descending' ? 'ascending' : 'descending');
