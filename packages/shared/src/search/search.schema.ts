import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, SORT_IDS } from '../constants/search';
import { ZListingCard } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { LISTING_TYPE_IDS, PROPERTY_FEATURE_IDS } from '../reference/property';
import { DATE_FILTER_IDS, MAX_SEARCH_PAGE, MAX_SEARCH_PAGE_SIZE, ROOM_COUNT_IDS, SEARCH_TYPE_IDS } from './search-limits';

export {
  DATE_FILTER_IDS,
  DEFAULT_RADIUS_MILES,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_PAGE_SIZE,
  ROOM_COUNT_IDS,
  SEARCH_TOTAL_CAP,
  SEARCH_TYPE_IDS,
  WORD_SEARCH_TOTAL_CAP,
} from './search-limits';

const invalid = MESSAGES.invalidInput;
const whole = (max: number) => z.number(invalid).int(invalid).min(0, invalid).max(max, invalid);

/** A map area: its south-west and north-east corners in degrees. */
export const ZBounds = z
  .object({
    south: z.number(invalid).min(-90, invalid).max(90, invalid),
    west: z.number(invalid).min(-180, invalid).max(180, invalid),
    north: z.number(invalid).min(-90, invalid).max(90, invalid),
    east: z.number(invalid).min(-180, invalid).max(180, invalid),
  })
  .refine((b) => b.south <= b.north, { message: invalid, path: ['north'] });
export type TBounds = z.infer<typeof ZBounds>;

/**
 * What a search asks for (the body of POST /properties/search). Every filter is optional;
 * prices are whole US dollars, sizes and lots square feet. `searchThis` is free text: a place
 * (address, city, state, ZIP or country) or words of a title or description.
 */
export const ZSearchCriteria = z
  .object({
    searchThis: z.string(invalid).trim().max(200, invalid).optional(),
    searchPropertyType: z.enum(SEARCH_TYPE_IDS, invalid).optional(),
    priceMin: whole(1_000_000_000).optional(),
    priceMax: whole(1_000_000_000).optional(),
    beds: z.enum(ROOM_COUNT_IDS, invalid).optional(),
    baths: z.enum(ROOM_COUNT_IDS, invalid).optional(),
    sizeMin: whole(10_000_000).optional(),
    sizeMax: whole(10_000_000).optional(),
    lotMin: whole(1_000_000_000).optional(),
    lotMax: whole(1_000_000_000).optional(),
    yearMin: z.number(invalid).int(invalid).min(1600, invalid).max(2100, invalid).optional(),
    yearMax: z.number(invalid).int(invalid).min(1600, invalid).max(2100, invalid).optional(),
    listingType: z.enum(LISTING_TYPE_IDS, invalid).optional(),
    listedWithin: z.enum(DATE_FILTER_IDS, invalid).optional(),
    features: z.array(z.enum(PROPERTY_FEATURE_IDS, invalid), invalid).max(30, invalid).optional(),
    /** Only listings inside this map area ("search as I move the map"). */
    bounds: ZBounds.optional(),
    /** Around the searched place (a ZIP code or city centre), in miles. */
    radiusMiles: z.number(invalid).min(1, invalid).max(100, invalid).optional(),
    sort: z.enum(SORT_IDS, invalid).optional(),
  })
  .superRefine((c, ctx) => {
    const ranges = [
      ['priceMin', 'priceMax'],
      ['sizeMin', 'sizeMax'],
      ['lotMin', 'lotMax'],
      ['yearMin', 'yearMax'],
    ] as const;
    for (const [min, max] of ranges) {
      const low = c[min];
      const high = c[max];
      if (low !== undefined && high !== undefined && low > high)
        ctx.addIssue({ code: 'custom', message: MESSAGES.minAboveMax, path: [max] });
    }
  });
export type TSearchCriteria = z.infer<typeof ZSearchCriteria>;

/**
 * The spec's query parameters of the search POST: `pageNo`, the page (from 1), and `page`,
 * the page size (10 unless asked otherwise). See docs/decisions/019-search.md.
 */
export const ZSearchPaging = z.object({
  pageNo: z.coerce.number(invalid).int(invalid).min(1, invalid).max(MAX_SEARCH_PAGE, invalid).default(1),
  page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(MAX_SEARCH_PAGE_SIZE, invalid).default(DEFAULT_PAGE_SIZE),
});
export type TSearchPaging = z.infer<typeof ZSearchPaging>;

/** A place of the gazetteer: a US ZIP code, a US city or state, or a city or country elsewhere. */
export const ZPlace = z.object({
  id: z.string(),
  kind: z.enum(['zip', 'city', 'state', 'country']),
  /** How the place reads in a search box: "78701, Austin, TX", "Austin, TX", "Texas", "Lisbon, Portugal". */
  label: z.string(),
  city: z.string().nullable(),
  /** The US state's two letters, or null. */
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** ISO 3166-1 alpha-2, lower case ("us"). */
  country: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type TPlace = z.infer<typeof ZPlace>;

/** GET /places?q=&limit=: autocomplete for a location box. */
export const ZPlacesQuery = z.object({
  q: z.string(invalid).trim().min(1, invalid).max(100, invalid),
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(10, invalid).default(8),
});

/** A page of results, the count of all matches, and the place `searchThis` was read as. */
export const ZSearchResults = z.object({
  data: z.array(ZListingCard),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  /** How far `total` counts: at this figure there may be more ("10,000+", "1,000+"). */
  totalCap: z.number().int(),
  place: ZPlace.nullable(),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;

/** POST /properties/search/map: the same criteria, the visible area and the map's zoom. */
export const ZMapSearch = z.object({
  criteria: ZSearchCriteria,
  bounds: ZBounds,
  zoom: z.number(invalid).int(invalid).min(0, invalid).max(22, invalid),
});

/**
 * A point on the results map: a cluster of `count` listings at their centre, or (count 1) one
 * listing with its id and price.
 */
export const ZMapPoint = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  listing: z.object({ _id: z.uuid(), price: ZListingCard.shape.price }).nullable(),
});
export const ZMapResults = z.object({ points: z.array(ZMapPoint), total: z.number().int() });
export type TMapPoint = z.infer<typeof ZMapPoint>;
export type TMapResults = z.infer<typeof ZMapResults>;
