import { PROPERTY_FEATURE_IDS } from '@app/shared/reference/property';
import type { TSearchCriteria } from '@app/shared/search/search.schema';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dayRingLastDay, publishedWithin, splitDays, type BandSpan } from './day-ring';
import { RANGE_DIMENSIONS, rangeFiltersOf, splitRange, withoutRange, type RangeDimension } from './range-bands';
import { inRange, listedSince } from './search-filters';
import type { SearchPlan } from './search-plan';

/**
 * How the stored cells answer a plan with one range, date or features filter: runs of bands of a
 * dimension's rows of listing_map_range_cells, and corrections read from the listings that meet
 * the plan's other filters (`others`) and a condition, added or taken away (map-cells.repo.ts).
 */
export type BandReading = { dimension: RangeDimension | 'day' | 'feature'; spans: BandSpan[]; corrections: { within: SQL[]; sign: 1 | -1 }[]; others: TSearchCriteria };

/**
 * The 'feature' band of one feature or a pair of them (migration 0012's listing_feature_bands):
 * band i for the feature at index i of PROPERTY_FEATURES (n of them); for a pair at indexes
 * i < j, band n + i * (2n - i - 1) / 2 + (j - i - 1), after every feature alone. Null for none or
 * three and more, which the cells do not keep.
 */
export function featureBand(features: readonly string[]): number | null {
  const n = PROPERTY_FEATURE_IDS.length;
  const [i, j, ...more] = [...new Set(features)].map((id) => PROPERTY_FEATURE_IDS.indexOf(id as (typeof PROPERTY_FEATURE_IDS)[number])).sort((a, b) => a - b);
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
 * The band reading of a plan's range (price, size, lot or year built: the bands nearest to it and
 * the listings between its ends and theirs, range-bands.ts), listing date (the day ring's days
 * and the rest, day-ring.ts) or one or two features (their band); null when it has none.
 * storedLevelFor allows one.
 */
export async function bandReadingOf(db: DbOrTx, plan: SearchPlan): Promise<BandReading | null> {
  const c = plan.criteria;
  if (bandedFilterCount(plan) > 1) throw new Error('the stored cells answer one banded filter at a time');
  const [range] = rangeFiltersOf(c);
  const since = listedSince(plan);
  const features = featureBand(c.features ?? []);
  if (range) {
    const { steps, column } = RANGE_DIMENSIONS[range.dimension];
    const { bands, rest } = splitRange(steps, range);
    const corrections = rest.map((correction) => ({ within: inRange(column, correction.min, correction.max), sign: correction.sign }));
    return { dimension: range.dimension, spans: bands ? [bands] : [], corrections, others: withoutRange(c, range.dimension) };
  }
  if (since) {
    const { spans, corrections } = splitDays(since, await dayRingLastDay(db));
    return { dimension: 'day', spans, corrections: corrections.map((correction) => ({ within: publishedWithin(correction), sign: correction.sign })), others: { ...c, listedWithin: undefined } };
  }
  if (features !== null) return { dimension: 'feature', spans: [{ from: features, to: features + 1 }], corrections: [], others: { ...c, features: undefined } };
  return null;
}
