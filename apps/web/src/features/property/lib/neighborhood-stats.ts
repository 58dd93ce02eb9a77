import type { TListingCard, TMoney } from '@app/shared/listings/listing-card.schema';

/** The middle value (the mean of the two middle ones for an even count); undefined when empty. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type NeighborhoodStats = { count: number; medianPrice: TMoney | null; medianPricePerSqft: TMoney | null };

/**
 * What the similar and nearby listings say about the area: how many there are, their median
 * price and median price per square foot. Only listings in the page's currency count.
 */
export function neighborhoodStats(similar: readonly TListingCard[], currency: string): NeighborhoodStats {
  const same = similar.filter((card) => card.price.currency === currency && card.price.amount > 0);
  const price = median(same.map((card) => card.price.amount));
  const perSqft = median(same.flatMap((card) => (card.sizeSqft ? [card.price.amount / card.sizeSqft] : [])));
  return {
    count: same.length,
    medianPrice: price === undefined ? null : { amount: Math.round(price), currency },
    medianPricePerSqft: perSqft === undefined ? null : { amount: Math.round(perSqft), currency },
  };
}
