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
 * The room count the last beds and baths option ("5+") starts at. The map cells store a
 * listing's beds and baths as 0 to ROOM_COUNT_CAP - 1, or ROOM_COUNT_CAP for that many or more,
 * so every option reads a cell's count as it reads a listing's. SQL: listing_room_cap().
 */
export const ROOM_COUNT_CAP = 5;

/**
 * Beds and baths filter options: Any, 0 (for beds a studio) exactly, and "at least" 1+ to 5+, as
 * the spec's filter reads. min/max are inclusive counts; null means unbounded. The ids stay the
 * bare counts so saved searches and shared links keep working (docs/decisions/025-rooms-at-least.md).
 */
export const ROOM_COUNT_OPTIONS = [
  { id: 'any', label: 'Any', min: null, max: null },
  { id: '0', label: '0', min: 0, max: 0 },
  { id: '1', label: '1+', min: 1, max: null },
  { id: '2', label: '2+', min: 2, max: null },
  { id: '3', label: '3+', min: 3, max: null },
  { id: '4', label: '4+', min: 4, max: null },
  { id: '5-plus', label: '5+', min: ROOM_COUNT_CAP, max: null },
] as const;
export type TRoomCountOptionId = (typeof ROOM_COUNT_OPTIONS)[number]['id'];

/** Listing date filters: listed in the past 30 or 60 days. */
export const DATE_FILTERS = [
  { id: 'past-30-days', label: 'Past 30 days', days: 30 },
  { id: 'past-60-days', label: 'Past 60 days', days: 60 },
] as const;
export type TDateFilterId = (typeof DATE_FILTERS)[number]['id'];

/**
 * Round asking prices (in the listing's major currency unit) that price filters are usually set
 * to: monthly rents up to 100,000, then sale prices in steps that widen as prices rise. The price
 * boxes suggest them, and the map keeps its zoomed-out counts in bands between them, so a
 * zoomed-out map filtered at these prices is read from those counts (docs/decisions/019-search.md).
 */
export const PRICE_STEPS = [
  ...[500, 1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 50_000, 75_000, 100_000],
  ...Array.from({ length: 16 }, (_, i) => 125_000 + i * 25_000), // 125,000 … 500,000
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000), // 550,000 … 1,000,000
  ...Array.from({ length: 10 }, (_, i) => 1_100_000 + i * 100_000), // 1.1 … 2 million
  ...[2_250_000, 2_500_000, 2_750_000, 3_000_000, 3_500_000, 4_000_000, 4_500_000, 5_000_000],
  ...[6_000_000, 7_000_000, 8_000_000, 9_000_000, 10_000_000, 12_500_000, 15_000_000, 20_000_000, 25_000_000],
  ...[30_000_000, 40_000_000, 50_000_000, 75_000_000, 100_000_000],
] as const;

/**
 * Round floor areas in square feet that size filters are usually set to. Like PRICE_STEPS, the
 * size boxes suggest them and the map keeps its zoomed-out counts in bands between them.
 */
export const SIZE_STEPS = [
  250,
  ...Array.from({ length: 51 }, (_, i) => 500 + i * 50), // 500 … 3,000, where most homes are
  ...Array.from({ length: 8 }, (_, i) => 3_250 + i * 250), // 3,250 … 5,000
  ...[5_500, 6_000, 6_500, 7_000, 7_500, 8_000, 9_000, 10_000, 12_500, 15_000, 20_000, 25_000, 50_000, 100_000],
];

/** Round lot sizes in square feet (a quarter acre is 10,890), as suggested and counted like SIZE_STEPS. */
export const LOT_STEPS = [
  ...[1_000, 2_000, 2_500, 3_000, 4_000, 5_000, 6_000, 7_000, 7_500, 8_000, 9_000, 10_000, 10_890, 12_000, 15_000, 20_000, 21_780, 32_670],
  ...[1, 2, 3, 4, 5, 10, 20, 40, 50, 100, 500, 1_000].map((acres) => acres * 43_560),
];

/** Years of building that year filters are usually set to: decades, then every year from 1990. */
export const YEAR_STEPS = [
  ...[1700, 1750, 1800, 1850],
  ...Array.from({ length: 9 }, (_, i) => 1900 + i * 10), // 1900 … 1980
  1985,
  ...Array.from({ length: 41 }, (_, i) => 1990 + i), // 1990 … 2030
];

/**
 * Asking prices (major units, among PRICE_STEPS) at which the map's coarsest stored cells also
 * keep their size, lot, year, day and feature counts apart, so a zoomed-out map filtered by a
 * price and one more range, date or feature sums the slices in the price range
 * (docs/decisions/019-search.md "Two filters: price slices"). SQL: listing_price_slices().
 */
export const PRICE_SLICES = [
  ...[1_000, 2_000, 3_000, 5_000, 10_000, 50_000, 100_000],
  ...[150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 450_000, 500_000],
  ...[600_000, 700_000, 800_000, 900_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000],
];

/** The side in degrees of a map cell at zoom level 0; each level halves it. SQL: listing_map_cell_root_degrees(). */
export const MAP_CELL_ROOT_DEGREES = 90;

/** The zoom levels the map stores cells at, coarsest first. SQL: listing_map_cell_levels(). */
export const MAP_CELL_LEVELS = [6, 8, 10] as const;

/** The only level whose range cells are also kept per price slice. SQL: listing_price_sliced_level(). */
export const PRICE_SLICED_LEVEL = MAP_CELL_LEVELS[0];

/**
 * Days in the map's day ring: the stored cells count the listings published on each of the last
 * DAY_SLOTS days, a day d in band `d mod DAY_SLOTS`. SQL: listing_day_slots().
 */
export const DAY_SLOTS = 64;

/**
 * The blocks of days a word search's documents name besides their day: a document published on
 * day d (since 1970, UTC) carries "~d" d, "~e" d / DAY_BLOCKS[0] and "~f" d / DAY_BLOCKS[1], so
 * any span of days is a handful of tokens. Each block is a whole number of the smaller one.
 * SQL: listing_day_blocks() (listing_order_tokens; indexes hold it, a change needs them rebuilt).
 */
export const DAY_BLOCKS = [8, 64] as const;
