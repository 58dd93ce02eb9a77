import { DATE_FILTERS, DAY_BLOCKS, ROOM_COUNT_OPTIONS } from '@app/shared/constants/search';
import type { TBuyMenuPropertyTypeId } from '@app/shared/reference/property';
import type { TBounds, TPlace, TSearchCriteria } from '@app/shared/search/search.schema';
import { and, arrayContains, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { hiddenListings, listings, listingSearchDocument } from '../../db/schema/index';
import { publicListing } from '../listings/index';
import { RANGE_DIMENSIONS, rangeFiltersOf } from './range-bands.repo';
import type { SearchCentre, SearchPlan } from './search-plan';

export const DAY_MS = 86_400_000;
const MILES_PER_DEGREE_LAT = 69.05;

/** A listing's title, address and description as the text index holds them. */
const searchDocument = listingSearchDocument(listings);

/** The words of a search as a full-text query; websearch syntax never fails on odd input. */
const textQuery = (text: string) => sql`websearch_to_tsquery('english'::regconfig, ${text})`;

/** The day number (days since 1970, UTC) of a time, as the documents' day token counts it. */
export const dayNumber = (at: Date) => Math.floor(at.getTime() / DAY_MS);

const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * The documents' day tokens covering the days `from` to `to` (both included): whole blocks of
 * DAY_BLOCKS (64 and 8 days, as listing_order_tokens writes them) where they fit, single days at
 * the edges, so any span is a handful of tokens.
 */
export function dayRangeTokens(from: number, to: number): string[] {
  const [short, long] = DAY_BLOCKS;
  const tokens: string[] = [];
  for (let day = from; day <= to;) {
    if (mod(day, long) === 0 && day + long - 1 <= to) {
      tokens.push(`~f${day / long}`);
      day += long;
    } else if (mod(day, short) === 0 && day + short - 1 <= to) {
      tokens.push(`~e${day / short}`);
      day += short;
    } else {
      tokens.push(`~d${day}`);
      day += 1;
    }
  }
  return tokens;
}

const anyOf = (tokens: string[]) => `(${tokens.map((token) => `'${token}'`).join(' | ')})`;

/** Published in a span of days, as a query on the documents' day tokens. */
function dayQuery(days: { from: number; to: number }): SQL {
  return sql`${anyOf(dayRangeTokens(days.from, days.to))}::tsquery`;
}

/**
 * Published in the oldest span of a word search (`from` null): not in the days after it up to
 * today, so a listing dated ahead of `now`, as differing clocks can make it, still turns up there.
 * A condition on the publication time, not the day tokens: the text index then starts from the
 * words alone (a "none of these days" query made it also check each match's day tokens, twice
 * the cost), and the table rows it reads are checked for the time.
 */
export function inOldestSpan(plan: Pick<SearchPlan, 'days' | 'now'>): SQL | undefined {
  const days = plan.days;
  if (!days || days.from !== null) return undefined;
  const [after, tomorrow] = [new Date((days.to + 1) * DAY_MS), new Date((dayNumber(plan.now) + 1) * DAY_MS)];
  return sql`(${listings.publishedAt} < ${after} or ${listings.publishedAt} >= ${tomorrow})`;
}

/** Priced in one of these bands, as a query on the documents' price tokens. */
function priceBandQuery(bands: readonly (number | null)[]): SQL {
  return sql`${anyOf(bands.map((band) => `~p${band ?? 'n'}`))}::tsquery`;
}

/**
 * The plan's words, and its days (but the oldest span, inOldestSpan) or price bands when it has
 * any, as one full-text query. Words that say nothing ("%", "the") stay an empty query, which
 * matches nothing, rather than "any of these days". All immutable functions of constants, so the
 * planner folds it to one tsquery and can weigh it.
 */
export function wordsQuery(plan: Pick<SearchPlan, 'text' | 'days' | 'priceBands'>): SQL {
  const words = textQuery(plan.text ?? '');
  const days = plan.days?.from == null ? [] : [dayQuery({ from: plan.days.from, to: plan.days.to })];
  const order = [...days, ...(plan.priceBands ? [priceBandQuery(plan.priceBands)] : [])];
  if (order.length === 0) return words;
  return sql`(case when numnode(${words}) = 0 then ${words} else ${sql.join([words, ...order], sql` && `)} end)`;
}

/** The columns a search's property type and listing type are matched on (listings, map cells). */
type TypeColumns = { propertyType: SQLWrapper; listingType: SQLWrapper };

/**
 * Search property types onto listing columns. The Buy menu's extras: New Construction is new
 * construction or anything sold as a new development; Foreclosure and Open House are property
 * types of the listing form (a listing has no foreclosure flag or open-house dates to go by).
 * "House" is a single-family home.
 */
function propertyTypeMatch(t: TypeColumns, id: TBuyMenuPropertyTypeId): SQL | undefined {
  switch (id) {
    case 'single-family':
      return inArray(t.propertyType, ['single-family', 'house']);
    case 'new-construction':
      return or(eq(t.listingType, 'new-development'), inArray(t.propertyType, ['new-construction', 'new-development']));
    default:
      return eq(t.propertyType, id);
  }
}

/** The search's property type and listing type, on any table that has those columns. */
export function typeConditions(t: TypeColumns, c: TSearchCriteria): SQL[] {
  return [
    c.searchPropertyType ? propertyTypeMatch(t, c.searchPropertyType) : undefined,
    c.listingType ? eq(t.listingType, c.listingType) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** min <= column <= max, each side only when given. */
export function inRange(column: SQLWrapper, min: number | null | undefined, max: number | null | undefined): SQL[] {
  return [...(min == null ? [] : [gte(column, min)]), ...(max == null ? [] : [lte(column, max)])];
}

/** A bedroom or bathroom count option (exact 0 to 4, or 5+) on a column holding the count. */
export function roomCount(column: SQLWrapper, optionId: string | undefined): SQL[] {
  const option = ROOM_COUNT_OPTIONS.find((o) => o.id === optionId);
  return option ? inRange(column, option.min, option.max) : [];
}

/** Inside a map area; an area across the 180th meridian wraps around. Column ranges, so the position index serves them. */
function insideBounds(b: TBounds): SQL {
  const longitude =
    b.west <= b.east
      ? inRange(listings.longitude, b.west, b.east)
      : [sql`(${gte(listings.longitude, b.west)} or ${lte(listings.longitude, b.east)})`];
  return sql`(${sql.join([...inRange(listings.latitude, b.south, b.north), ...longitude], sql` and `)})`;
}

/** Great-circle miles from a listing to the centre (earthdistance's point <@> point takes longitude first). */
export function milesFrom(centre: SearchCentre): SQL {
  return sql`(point(${listings.longitude}, ${listings.latitude}) <@> point(${centre.lng}, ${centre.lat}))`;
}

/** Within the radius: the box around the circle (which the position index narrows to), then the exact distance. */
export function withinRadius(centre: SearchCentre): SQL {
  const dLat = centre.radiusMiles / MILES_PER_DEGREE_LAT;
  const dLng = dLat / Math.max(1e-6, Math.cos((centre.lat * Math.PI) / 180));
  const [west, east] = dLng >= 180 ? [-180, 180] : [wrap(centre.lng - dLng), wrap(centre.lng + dLng)];
  const around = { south: Math.max(-90, centre.lat - dLat), north: Math.min(90, centre.lat + dLat), west, east };
  return sql`(${insideBounds(around)} and ${milesFrom(centre)} <= ${centre.radiusMiles})`;
}

/** A longitude brought back into -180..180. */
const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Where a place puts its listings when the search is not a radius around it (map cells hold no city). */
export function inPlace(t: { country: SQLWrapper; state: SQLWrapper; city?: SQLWrapper }, place: TPlace): SQL[] {
  const country = eq(t.country, place.country);
  const state = place.state && place.kind !== 'country' ? [eq(t.state, place.state)] : [];
  const city = place.city && t.city && place.kind !== 'country' && place.kind !== 'state' ? [eq(t.city, place.city)] : [];
  return [country, ...state, ...city];
}

/** When a plan's listing-date filter begins (null: no date filter). */
export function listedSince(plan: Pick<SearchPlan, 'criteria' | 'now'>): Date | null {
  const filter = DATE_FILTERS.find((f) => f.id === plan.criteria.listedWithin);
  return filter ? new Date(plan.now.getTime() - filter.days * DAY_MS) : null;
}

/** Never a listing the viewer hid from their searches. */
function notHiddenBy(viewerId: string): SQL {
  return sql`not exists (select 1 from ${hiddenListings} where ${hiddenListings.accountId} = ${viewerId} and ${hiddenListings.listingId} = ${listings.id})`;
}

/**
 * Every condition a listing must meet to match the search, public listings only; `narrower`
 * conditions (a relevance search's reach, search-order.ts) are added to them.
 */
export function searchConditions(plan: SearchPlan, bounds = plan.criteria.bounds, narrower: SQL[] = []): SQL {
  const c = plan.criteria;
  const since = listedSince(plan);
  const conditions: (SQL | undefined)[] = [
    publicListing,
    plan.viewerId ? notHiddenBy(plan.viewerId) : undefined,
    ...typeConditions(listings, c),
    ...rangeFiltersOf(c).flatMap((range) => inRange(RANGE_DIMENSIONS[range.dimension].column, range.min, range.max)),
    ...roomCount(listings.beds, c.beds),
    ...roomCount(listings.baths, c.baths),
    since ? gte(listings.publishedAt, since) : undefined,
    c.features?.length ? arrayContains(listings.featureIds, c.features) : undefined,
    bounds ? insideBounds(bounds) : undefined,
    plan.text ? sql`${searchDocument} @@ ${wordsQuery(plan)}` : undefined,
    inOldestSpan(plan),
    plan.centre ? withinRadius(plan.centre) : undefined,
    plan.place && !plan.centre ? and(...inPlace(listings, plan.place)) : undefined,
    ...narrower,
  ];
  const where = and(...conditions);
  if (!where) throw new Error('search has no conditions');
  return where;
}
