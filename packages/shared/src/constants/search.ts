import { optionIds } from '../reference/options';

/** Results per page unless the caller asks otherwise (spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Result sorts with the spec's direction values (-1 descending, 1 ascending) and the field each
 * sorts on. Relevance keeps the spec's -1 even though it sorts by score, not by a field.
 */
export const SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance', field: 'relevance', value: -1 },
  { id: 'most-recent', label: 'Most Recent', field: 'createdAt', value: -1 },
  { id: 'price-low-high', label: 'Price low to high', field: 'price', value: 1 },
  { id: 'price-high-low', label: 'Price high to low', field: 'price', value: -1 },
] as const;
export type TSortOption = (typeof SORT_OPTIONS)[number];
export type TSortId = TSortOption['id'];
/** The ids of SORT_OPTIONS, as a non-empty tuple for z.enum. */
export const SORT_IDS = optionIds(SORT_OPTIONS);
/** The sort used when the user has not chosen one. */
export const DEFAULT_SORT: TSortId = 'relevance';

/**
 * Beds and baths filter options: Any, 0 to 4 exactly, and 5 or more. min/max are inclusive
 * counts; null means unbounded. For beds, 0 is a studio.
 */
export const ROOM_COUNT_OPTIONS = [
  { id: 'any', label: 'Any', min: null, max: null },
  { id: '0', label: '0', min: 0, max: 0 },
  { id: '1', label: '1', min: 1, max: 1 },
  { id: '2', label: '2', min: 2, max: 2 },
  { id: '3', label: '3', min: 3, max: 3 },
  { id: '4', label: '4', min: 4, max: 4 },
  { id: '5-plus', label: '5+', min: 5, max: null },
] as const;
export type TRoomCountOptionId = (typeof ROOM_COUNT_OPTIONS)[number]['id'];

/** Listing date filters: listed in the past 30 or 60 days. */
export const DATE_FILTERS = [
  { id: 'past-30-days', label: 'Past 30 days', days: 30 },
  { id: 'past-60-days', label: 'Past 60 days', days: 60 },
] as const;
export type TDateFilterId = (typeof DATE_FILTERS)[number]['id'];
