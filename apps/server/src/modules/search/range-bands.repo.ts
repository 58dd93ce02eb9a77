import { LOT_STEPS, PRICE_SLICES, PRICE_STEPS, SIZE_STEPS, YEAR_STEPS } from '@app/shared/constants/search';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import type { SQLWrapper } from 'drizzle-orm';
import { listingRangeColumns, listings } from '../../db/schema/index';

/** PRICE_STEPS in minor units, as listing_price_steps() (db/sql/generated-constants.sql) holds them. */
export const PRICE_STEPS_MINOR = PRICE_STEPS.map((step) => step * 100);

/** PRICE_SLICES in minor units, as listing_price_slices() (db/sql/generated-constants.sql) holds them. */
export const PRICE_SLICES_MINOR = PRICE_SLICES.map((step) => step * 100);

/**
 * The filters a search sets as a range of a listing's number, each with the round values the map
 * keeps its zoomed-out counts between (listing_map_range_cells; listing_range_steps in db/sql
 * reads the same lists, generated from these), the listing column it ranges over, and its criteria
 * keys with the factor from the search's unit to the column's (prices are searched in whole
 * units and kept in minor units).
 */
const columns = listingRangeColumns(listings);

export const RANGE_DIMENSIONS = {
  price: { steps: PRICE_STEPS_MINOR, column: columns.price, keys: ['priceMin', 'priceMax'], factor: 100 },
  size: { steps: SIZE_STEPS, column: columns.size, keys: ['sizeMin', 'sizeMax'], factor: 1 },
  lot: { steps: LOT_STEPS, column: columns.lot, keys: ['lotMin', 'lotMax'], factor: 1 },
  year: { steps: YEAR_STEPS, column: columns.year, keys: ['yearMin', 'yearMax'], factor: 1 },
} as const satisfies Record<
  string,
  { steps: readonly number[]; column: SQLWrapper; keys: readonly [keyof TSearchCriteria, keyof TSearchCriteria]; factor: number }
>;

export type RangeDimension = keyof typeof RANGE_DIMENSIONS;

/** Values from `min` to `max` in the column's unit, both included; null is open-ended. */
export type Range = { min: number | null; max: number | null };

/** A range a search sets, on the dimension it ranges over. */
export type RangeFilter = Range & { dimension: RangeDimension };

/** The ranges a search sets (price, size, lot, year built), in the columns' units. */
export function rangeFiltersOf(c: TSearchCriteria): RangeFilter[] {
  return (Object.keys(RANGE_DIMENSIONS) as RangeDimension[]).flatMap((dimension) => {
    const { keys, factor } = RANGE_DIMENSIONS[dimension];
    const [min, max] = keys.map((key) => c[key] as number | undefined);
    if (min === undefined && max === undefined) return [];
    return [{ dimension, min: min === undefined ? null : min * factor, max: max === undefined ? null : max * factor }];
  });
}

/** The criteria without one dimension's range. */
export function withoutRange(c: TSearchCriteria, dimension: RangeDimension): TSearchCriteria {
  const [min, max] = RANGE_DIMENSIONS[dimension].keys;
  return { ...c, [min]: undefined, [max]: undefined };
}

/** Listings in a range to add to the bands' counts (1) or take from them (-1). */
export type RangeCorrection = Range & { sign: 1 | -1 };

/**
 * A range as the range cells sum it (listing_map_range_cells): whole bands between `steps`, as
 * boundary positions `from` < `to` (the listings from step `from` up to, not including, step
 * `to`; position 0 is the lowest value and the last position past every step), and corrections
 * for the range's ends where they fall between steps. Each end takes the nearer step, adding the
 * listings between the end and a step above it, or taking away those between a step below it
 * and the end, so a correction spans at most half a band. A range set at the steps needs none;
 * a narrow one is read from the listings alone (`bands` null, one correction: the range).
 * Values are whole numbers, as every ranged column holds.
 */
export function splitRange(
  steps: readonly number[],
  { min, max }: Range,
): { bands: { from: number; to: number } | null; rest: RangeCorrection[] } {
  const at = new StepPositions(steps);
  const lower = min === null ? { at: 0, cost: 0, rest: [] } : at.lowerCut(min);
  const upper = max === null ? { at: steps.length + 1, cost: 0, rest: [] } : at.upperCut(max);
  const plainCost = min === null || max === null ? Number.POSITIVE_INFINITY : max - min + 1;
  if (lower.at >= upper.at || lower.cost + upper.cost >= plainCost) return { bands: null, rest: [{ min, max, sign: 1 }] };
  return { bands: { from: lower.at, to: upper.at }, rest: [...lower.rest, ...upper.rest] };
}

/** The values whole bands between boundary positions `from` < `to` hold (splitRange's `bands`), in the column's unit; null past the last step. */
export function bandsCover(steps: readonly number[], bands: { from: number; to: number }): Range {
  const at = new StepPositions(steps);
  const upTo = at.stepAt(bands.to);
  return { min: at.stepAt(bands.from), max: Number.isFinite(upTo) ? upTo - 1 : null };
}

type Cut = { at: number; cost: number; rest: RangeCorrection[] };

/** Boundary positions between steps, and where a range's ends cut them. */
class StepPositions {
  constructor(private readonly steps: readonly number[]) {}

  /** The value where boundary position `p` begins: 0 for the first band (no ranged column holds less), then the steps. */
  stepAt(p: number) {
    return p === 0 ? 0 : (this.steps[p - 1] ?? Number.POSITIVE_INFINITY);
  }

  /** How many steps are at or below a value: the boundary position at or below it (width_bucket). */
  private positionBelow(value: number) {
    return this.steps.filter((step) => step <= value).length;
  }

  /** Where bands starting at `min` begin: the step at or below it less what lies under `min`, or the step above plus what lies between. */
  lowerCut(min: number): Cut {
    const below = this.positionBelow(min);
    const [down, up] = [this.stepAt(below), this.stepAt(below + 1)];
    const fromBelow: Cut = {
      at: below,
      cost: min - down,
      rest: down < min ? [{ min: below === 0 ? null : down, max: min - 1, sign: -1 }] : [],
    };
    const fromAbove: Cut = { at: below + 1, cost: up - min, rest: [{ min, max: up - 1, sign: 1 }] };
    return fromAbove.cost < fromBelow.cost ? fromAbove : fromBelow;
  }

  /** Where bands ending at `max` (included) end: the step at or below it plus what lies from it to `max`, or the step above less what lies past `max`. */
  upperCut(max: number): Cut {
    const below = this.positionBelow(max + 1);
    const [down, up] = [this.stepAt(below), this.stepAt(below + 1)];
    const toBelow: Cut = { at: below, cost: max + 1 - down, rest: down <= max ? [{ min: below === 0 ? null : down, max, sign: 1 }] : [] };
    const toAbove: Cut = { at: below + 1, cost: up - max - 1, rest: [{ min: max + 1, max: up - 1, sign: -1 }] };
    return toAbove.cost < toBelow.cost ? toAbove : toBelow;
  }
}
