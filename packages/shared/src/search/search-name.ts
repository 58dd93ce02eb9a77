import { ROOM_COUNT_OPTIONS } from '../constants/search';
import type { TSearchCriteria } from './search.schema';
import { numberFormat } from '../domain/intl-formats';

/** A saved search's name, at most. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** The words a search's name is made of, in one language (whole-dollar prices come formatted). */
export type SearchNameWords = {
  propertyType(id: string): string;
  listingType(id: string): string;
  /** "2+ beds" (`plus`: at least); "1 bed" for an exact count. */
  beds(count: number, plus: boolean): string;
  /** No bedroom: "Studio". */
  studio(): string;
  baths(count: number, plus: boolean): string;
  under(price: string): string;
  over(price: string): string;
  between(min: string, max: string): string;
  /** A search with none of the named criteria. */
  all(): string;
};

/** Whole US dollars as the filter shows them ("$500,000"). */
const dollars = (n: number) => numberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

function rooms(id: string | undefined, say: (count: number, plus: boolean) => string, studio?: () => string): string | undefined {
  const option = ROOM_COUNT_OPTIONS.find((o) => o.id === id);
  if (!option || option.min === null) return undefined;
  if (option.max === null) return say(option.min, true);
  return option.min === 0 && studio ? studio() : say(option.min, false);
}

function price(c: TSearchCriteria, words: SearchNameWords): string | undefined {
  if (c.priceMin !== undefined && c.priceMax !== undefined) return words.between(dollars(c.priceMin), dollars(c.priceMax));
  if (c.priceMax !== undefined) return words.under(dollars(c.priceMax));
  if (c.priceMin !== undefined) return words.over(dollars(c.priceMin));
  return undefined;
}

/**
 * A saved search's name from its criteria, "Austin, TX · 2+ beds · under $500,000", in the
 * language of `words`: the web names searches in the reader's language, the server names one an
 * API caller saved without a name in plain English. At most SAVED_SEARCH_NAME_MAX characters.
 */
export function nameSearch(criteria: TSearchCriteria, words: SearchNameWords): string {
  const parts = [
    criteria.searchThis?.trim() || undefined,
    criteria.searchPropertyType ? words.propertyType(criteria.searchPropertyType) : undefined,
    criteria.listingType ? words.listingType(criteria.listingType) : undefined,
    rooms(criteria.beds, words.beds, words.studio),
    rooms(criteria.baths, words.baths),
    price(criteria, words),
  ].filter((part): part is string => Boolean(part));
  const name = parts.length ? parts.join(' · ') : words.all();
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}
