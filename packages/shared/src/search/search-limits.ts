import { DATE_FILTERS, ROOM_COUNT_OPTIONS } from '../constants/search';
import { optionIds } from '../reference/options';
import { BUY_MENU_PROPERTY_TYPES } from '../reference/property';

// Without zod, so the web reads a Results URL without loading it (issue 24's JavaScript budget).

/** Results pages a search may ask for at most (10 a page: the first 10,000 results). */
export const MAX_SEARCH_PAGE = 1000;
/** Results per page at most. */
export const MAX_SEARCH_PAGE_SIZE = 50;
/**
 * `total` counts matches up to here and results page no further (MAX_SEARCH_PAGE x 10): a total
 * equal to it reads "10,000+". See docs/decisions/019-search.md.
 */
export const SEARCH_TOTAL_CAP = 10_000;
/**
 * A word search counts and pages this far: its matches are read from the table, and words
 * common enough to match more are a weak filter that people narrow (019-search.md).
 */
export const WORD_SEARCH_TOTAL_CAP = 1_000;
/** The radius around a searched ZIP code or point when none is given, in miles. */
export const DEFAULT_RADIUS_MILES = 10;

export const ROOM_COUNT_IDS = optionIds(ROOM_COUNT_OPTIONS);
export const DATE_FILTER_IDS = optionIds(DATE_FILTERS);
export const SEARCH_TYPE_IDS = optionIds(BUY_MENU_PROPERTY_TYPES);
