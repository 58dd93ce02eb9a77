import { DEFAULT_RADIUS_MILES, type TPlace, type TSearchCriteria } from '@app/shared/search/search.schema';
import { resolvePlace } from '../places/index';

/** A circle a search is centred on (a ZIP code, or a place with an explicit radius). */
export type SearchCentre = { lat: number; lng: number; radiusMiles: number };

/**
 * Publication days (days since 1970, UTC), both ends included; `from` null is every day up to
 * `to`. A word search reads its matches one such span at a time.
 */
export type DayWindow = { from: number | null; to: number };

/** What one search asks the database for: the criteria, read once (docs/decisions/019-search.md). */
export type SearchPlan = {
  criteria: TSearchCriteria;
  /** What `searchThis` was read as, when it is a place. */
  place: TPlace | null;
  /** The words to match in title, address and description when `searchThis` is not a place. */
  text: string | null;
  /** Set when results lie within a radius of a point; relevance then rewards nearness. */
  centre: SearchCentre | null;
  /** The signed-in account, whose hidden listings never show. */
  viewerId: string | null;
  now: Date;
  /** Words only: match listings published in these days alone (word-search.ts). */
  days?: DayWindow | undefined;
  /** Words only: match listings priced in these bands alone (range-bands.ts; null: no price). */
  priceBands?: readonly (number | null)[] | undefined;
};

/**
 * Reads the search box: a place narrows by where (a ZIP code by radius; a city, state or
 * country by name, or by radius around it when one is given), any other text is matched as words.
 */
export function planSearch(criteria: TSearchCriteria, viewerId: string | null, now = new Date()): SearchPlan {
  const searchThis = searchBoxText(criteria);
  return planForPlace(criteria, searchThis ? resolvePlace(searchThis) : null, viewerId, now);
}

/** The search box as text to read: control characters (PostgreSQL text cannot hold NUL) become spaces. */
function searchBoxText(criteria: TSearchCriteria): string {
  return (criteria.searchThis ?? '').replace(/\p{Cc}/gu, ' ').trim();
}

/** The plan for criteria whose search box reads as `place` (null: not a place). */
export function planForPlace(criteria: TSearchCriteria, place: TPlace | null, viewerId: string | null, now: Date): SearchPlan {
  const searchThis = searchBoxText(criteria);
  return {
    criteria,
    place,
    text: searchThis && !place ? searchThis : null,
    centre: place ? centreOf(place, criteria.radiusMiles) : null,
    viewerId,
    now,
  };
}

function centreOf(place: TPlace, radiusMiles: number | undefined): SearchCentre | null {
  if (place.kind === 'zip') return { lat: place.lat, lng: place.lng, radiusMiles: radiusMiles ?? DEFAULT_RADIUS_MILES };
  if (place.kind === 'city' && radiusMiles !== undefined) return { lat: place.lat, lng: place.lng, radiusMiles };
  return null;
}
