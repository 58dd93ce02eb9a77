import { SORT_IDS } from '@app/shared/constants/search';
import { LISTING_TYPE_IDS } from '@app/shared/reference/property';
import { DATE_FILTER_IDS, ROOM_COUNT_IDS, SEARCH_TYPE_IDS } from '@app/shared/search/search-limits';
import type { TBounds, TSearchCriteria } from '@app/shared/search/search.schema';

/**
 * The shared ZSearchCriteria's rule for each criterion a Results URL carries, written without zod:
 * a Results page reads its URL before it paints, and zod is not part of the JavaScript a page
 * paints with (issue 24's budget). url-criteria.test.ts holds these rules to the schema's.
 */
type Rule = (value: unknown) => unknown;

const whole =
  (max: number): Rule =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;
const oneOf =
  (ids: readonly string[]): Rule =>
  (value) =>
    typeof value === 'string' && ids.includes(value) ? value : undefined;

const RULES = {
  searchThis: (value) => {
    if (typeof value !== 'string') return undefined;
    const trimmed = value.trim();
    return trimmed.length <= 200 ? trimmed : undefined;
  },
  searchPropertyType: oneOf(SEARCH_TYPE_IDS),
  priceMin: whole(1_000_000_000),
  priceMax: whole(1_000_000_000),
  beds: oneOf(ROOM_COUNT_IDS),
  baths: oneOf(ROOM_COUNT_IDS),
  sizeMin: whole(10_000_000),
  sizeMax: whole(10_000_000),
  lotMin: whole(1_000_000_000),
  lotMax: whole(1_000_000_000),
  yearMin: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1600 && value <= 2100 ? value : undefined),
  yearMax: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1600 && value <= 2100 ? value : undefined),
  listingType: oneOf(LISTING_TYPE_IDS),
  listedWithin: oneOf(DATE_FILTER_IDS),
  sort: oneOf(SORT_IDS),
} satisfies Partial<Record<keyof TSearchCriteria, Rule>>;

/** The criteria a Results URL may set one parameter each. */
export type UrlCriterion = keyof typeof RULES;

/** A value the shared schema accepts for `key` (as it outputs it, e.g. trimmed), else undefined. */
export function acceptedCriterion<K extends UrlCriterion>(key: K, value: unknown): TSearchCriteria[K] | undefined {
  return RULES[key](value) as TSearchCriteria[K] | undefined;
}

const degrees = (value: number, limit: number) => Number.isFinite(value) && value >= -limit && value <= limit;

/** A map area ZBounds accepts (corners in range, south not above north), else undefined. */
export function acceptedBounds(bounds: TBounds): TBounds | undefined {
  const { south, west, north, east } = bounds;
  const valid = degrees(south, 90) && degrees(north, 90) && degrees(west, 180) && degrees(east, 180) && south <= north;
  return valid ? { south, west, north, east } : undefined;
}
