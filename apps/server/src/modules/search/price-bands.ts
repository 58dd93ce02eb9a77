import { PRICE_STEPS } from '@app/shared/constants/search';
import type { TSearchCriteria } from '@app/shared/search/search.schema';

/** PRICE_STEPS in minor units, as migration 0009's listing_price_steps() holds them. */
export const PRICE_STEPS_MINOR = PRICE_STEPS.map((step) => step * 100);

/** Asking prices from `min` to `max` in minor units, both included; null is open-ended. */
export type PriceRange = { min: number | null; max: number | null };

/** A search's price range (whole units) in minor units, as listings' `price_minor` holds prices; null when it has none. */
export function priceRangeOf({ priceMin, priceMax }: TSearchCriteria): PriceRange | null {
  if (priceMin === undefined && priceMax === undefined) return null;
  return { min: priceMin === undefined ? null : priceMin * 100, max: priceMax === undefined ? null : priceMax * 100 };
}

/** Listings in a price range to add to the bands' counts (1) or take from them (-1). */
export type PriceCorrection = PriceRange & { sign: 1 | -1 };

/**
 * A price range as the price cells sum it (listing_map_price_cells): whole bands, as boundary
 * positions `from` < `to` (the listings priced from step `from` up to, not including, step `to`;
 * position 0 is the lowest price and the last position past every step), and corrections for
 * the range's ends where they fall between steps. Each end takes the nearer step, adding the
 * listings between the end and a step above it, or taking away those between a step below it
 * and the end, so a correction spans at most half a band. A range set at the steps needs none;
 * a narrow one is read from the listings alone (`bands` null, one correction: the range).
 */
export function splitPriceRange({ min, max }: PriceRange): { bands: { from: number; to: number } | null; rest: PriceCorrection[] } {
  const lower = min === null ? { at: 0, cost: 0, rest: [] } : lowerCut(min);
  const upper = max === null ? { at: PRICE_STEPS_MINOR.length + 1, cost: 0, rest: [] } : upperCut(max);
  const plainCost = min === null || max === null ? Number.POSITIVE_INFINITY : max - min + 1;
  if (lower.at >= upper.at || lower.cost + upper.cost >= plainCost) return { bands: null, rest: [{ min, max, sign: 1 }] };
  return { bands: { from: lower.at, to: upper.at }, rest: [...lower.rest, ...upper.rest] };
}

type Cut = { at: number; cost: number; rest: PriceCorrection[] };

/** The price where boundary position `p` begins: 0 for the first band, then the steps. */
const stepAt = (p: number) => (p === 0 ? 0 : (PRICE_STEPS_MINOR[p - 1] ?? Number.POSITIVE_INFINITY));

/** How many steps are at or below a price: the boundary position at or below it (width_bucket). */
const positionBelow = (price: number) => PRICE_STEPS_MINOR.filter((step) => step <= price).length;

/** Where bands starting at `min` begin: the step at or below it less what lies under `min`, or the step above plus what lies between. */
function lowerCut(min: number): Cut {
  const below = positionBelow(min);
  const [down, up] = [stepAt(below), stepAt(below + 1)];
  const fromBelow: Cut = { at: below, cost: min - down, rest: down < min ? [{ min: below === 0 ? null : down, max: min - 1, sign: -1 }] : [] };
  const fromAbove: Cut = { at: below + 1, cost: up - min, rest: [{ min, max: up - 1, sign: 1 }] };
  return fromAbove.cost < fromBelow.cost ? fromAbove : fromBelow;
}

/** Where bands ending at `max` (included) end: the step at or below it plus what lies from it to `max`, or the step above less what lies past `max`. */
function upperCut(max: number): Cut {
  const below = positionBelow(max + 1);
  const [down, up] = [stepAt(below), stepAt(below + 1)];
  const toBelow: Cut = { at: below, cost: max + 1 - down, rest: down <= max ? [{ min: below === 0 ? null : down, max, sign: 1 }] : [] };
  const toAbove: Cut = { at: below + 1, cost: up - max - 1, rest: [{ min: max + 1, max: up - 1, sign: -1 }] };
  return toAbove.cost < toBelow.cost ? toAbove : toBelow;
}
