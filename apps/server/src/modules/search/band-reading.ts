import { PROPERTY_FEATURE_IDS } from '@app/shared/reference/property';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dayRingLastDay, publishedWithin, splitDays, type BandSpan } from './day-ring.repo';
import {
  bandsCover,
  PRICE_SLICES_MINOR,
  RANGE_DIMENSIONS,
  rangeFiltersOf,
  splitRange,
  withoutRange,
  type RangeDimension,
} from './range-bands.repo';
import { inRange, listedSince } from './search-filters.repo';
import type { SearchPlan } from './search-plan';

/**
 * How the stored cells answer a plan with one range, date or features filter, or a price and one
 * of those: runs of bands of a dimension's rows of listing_map_range_cells (with a price, summed
 * over the rows of the price slices in `priceSlices`; otherwise the rows over every price), and
 * corrections read from the listings that meet filters (`others`) and a condition, added or taken
 * away (map-cells.repo.ts).
 */
export type BandReading = {
  dimension: RangeDimension | 'day' | 'feature';
  spans: BandSpan[];
  priceSlices: BandSpan | null;
  corrections: BandCorrection[];
};

/** Listings meeting `others` and `within`, to add to the stored sums or take away from them. */
export type BandCorrection = { within: SQL[]; sign: 1 | -1; others: TSearchCriteria };

/**
 * The 'feature' band of one feature or a pair of them (migration 0012's listing_feature_bands):
 * band i for the feature at index i of PROPERTY_FEATURES (n of them); for a pair at indexes
 * i < j, band n + i * (2n - i - 1) / 2 + (j - i - 1), after every feature alone. Null for none or
 * three and more, which the cells do not keep.
 */
export function featureBand(features: readonly string[]): number | null {
  const n = PROPERTY_FEATURE_IDS.length;
  const [i, j, ...more] = [...new Set(features)]
    .map((id) => PROPERTY_FEATURE_IDS.indexOf(id as (typeof PROPERTY_FEATURE_IDS)[number]))
    .sort((a, b) => a - b);
  if (i === undefined || i < 0 || more.length) return null;
  return j === undefined ? i : n + (i * (2 * n - i - 1)) / 2 + (j - i - 1);
}

/**
 * How many of a plan's filters the range cells keep in bands: ranges, the listing date, one or
 * two features (as one band); three features or more count as more than the cells answer.
 */
export function bandedFilterCount(plan: SearchPlan): number {
  const features = plan.criteria.features ?? [];
  const featureFilters = features.length === 0 ? 0 : featureBand(features) === null ? 2 : 1;
  return rangeFiltersOf(plan.criteria).length + (listedSince(plan) ? 1 : 0) + featureFilters;
}

/**
 * The price slices a plan with a price and one more banded filter reads (migration 0015): the
 * slices nearest its price range, the listings between its ends and theirs (as splitRange does
 * for bands), and the price range the slices cover. Null for any other plan, and for a price
 * range too narrow to cover a slice.
 */
export function priceSlicing(plan: SearchPlan) {
  const price = rangeFiltersOf(plan.criteria).find((range) => range.dimension === 'price');
  if (!price || bandedFilterCount(plan) !== 2) return null;
  const { bands, rest } = splitRange(PRICE_SLICES_MINOR, price);
  if (!bands) return null;
  return { slices: bands, rest, covered: bandsCover(PRICE_SLICES_MINOR, bands) };
}

/**
 * The band reading of a plan's banded filter: a range (price, size, lot or year built: the bands
 * nearest to it and the listings between its ends and theirs, range-bands.ts), the listing date
 * (the day ring's days and the rest, day-ring.ts) or one or two features (their band); null when
 * it has none. With a price and one more of those, the other's reading over the price slices
 * (priceSlicing): its corrections keep to the prices the slices cover, and the listings between
 * the price's ends and the slices' are corrected with the other filter whole. storedLevelFor
 * allows nothing else.
 */
export async function bandReadingOf(db: DbOrTx, plan: SearchPlan): Promise<BandReading | null> {
  const sliced = priceSlicing(plan);
  if (!sliced) {
    if (bandedFilterCount(plan) > 1) throw new Error('the stored cells answer one banded filter, or a price and one more');
    return singleReading(db, plan);
  }
  const withoutPrice = withoutRange(plan.criteria, 'price');
  const reading = await singleReading(db, { ...plan, criteria: withoutPrice });
  if (!reading) throw new Error('a price slicing has one more banded filter');
  const price = RANGE_DIMENSIONS.price.column;
  return {
    ...reading,
    priceSlices: sliced.slices,
    corrections: [
      ...reading.corrections.map((correction) => ({
        ...correction,
        within: [...correction.within, ...inRange(price, sliced.covered.min, sliced.covered.max)],
      })),
      ...sliced.rest.map((correction) => ({
        within: inRange(price, correction.min, correction.max),
        sign: correction.sign,
        others: withoutPrice,
      })),
    ],
  };
}

/** The reading of a plan's one banded filter over every price. */
async function singleReading(db: DbOrTx, plan: SearchPlan): Promise<BandReading | null> {
  const c = plan.criteria;
  const [range] = rangeFiltersOf(c);
  const since = listedSince(plan);
  const features = featureBand(c.features ?? []);
  if (range) {
    const { steps, column } = RANGE_DIMENSIONS[range.dimension];
    const { bands, rest } = splitRange(steps, range);
    const others = withoutRange(c, range.dimension);
    const corrections = rest.map((correction) => ({
      within: inRange(column, correction.min, correction.max),
      sign: correction.sign,
      others,
    }));
    return { dimension: range.dimension, spans: bands ? [bands] : [], priceSlices: null, corrections };
  }
  if (since) {
    const { spans, corrections } = splitDays(since, await dayRingLastDay(db));
    const others = { ...c, listedWithin: undefined };
    return {
      dimension: 'day',
      spans,
      priceSlices: null,
      corrections: corrections.map((correction) => ({ within: publishedWithin(correction), sign: correction.sign, others })),
    };
  }
  if (features !== null) return { dimension: 'feature', spans: [{ from: features, to: features + 1 }], priceSlices: null, corrections: [] };
  return null;
}
