import { z } from 'zod';
import { DEFAULT_SORT, ROOM_COUNT_OPTIONS } from '../constants/search';
import { MESSAGES } from '../messages/messages';
import { BUY_MENU_PROPERTY_TYPES, LISTING_TYPES } from '../reference/property';
import { maxLengthMessage, requiredText } from '../validation/text';
import { ZSearchCriteria, type TSearchCriteria } from './search.schema';

/** How often a saved search mails its new matches: every run of the alert job, once a day, or never. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type TSavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];
/** A new saved search mails once a day unless the person chooses otherwise. */
export const DEFAULT_SAVED_SEARCH_ALERTS: TSavedSearchAlerts = 'daily';
/** Saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 50;
/** A saved search's name, at most. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** "New matches" counts stop here; the web shows "99+". */
export const NEW_MATCHES_CAP = 99;

const invalid = MESSAGES.invalidInput;
const ZName = requiredText().max(SAVED_SEARCH_NAME_MAX, maxLengthMessage(SAVED_SEARCH_NAME_MAX));
const ZAlerts = z.enum(SAVED_SEARCH_ALERTS, invalid);

/** A saved search as its owner sees it. */
export const ZSavedSearch = z.object({
  _id: z.uuid(),
  name: z.string(),
  criteria: ZSearchCriteria,
  alerts: ZAlerts,
  createdAt: z.iso.datetime({ offset: true }),
  /** When an alert mail last went out for it; null before the first. */
  lastAlertAt: z.iso.datetime({ offset: true }).nullable(),
  /** Matching listings published since its owner last opened it (at most NEW_MATCHES_CAP). */
  newMatches: z.number().int(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/**
 * POST /saved-searches (spec: "Sends a search; returns data._id"). Without a name the server
 * names it from the criteria; the web sends the name it showed, in the reader's language.
 */
export const ZCreateSavedSearchRequest = z.object({
  name: ZName.optional(),
  criteria: ZSearchCriteria,
  alerts: ZAlerts.default(DEFAULT_SAVED_SEARCH_ALERTS),
});
export type TCreateSavedSearchRequest = z.input<typeof ZCreateSavedSearchRequest>;

/** PUT /saved-searches/:id: rename, or change how often it mails. */
export const ZUpdateSavedSearchRequest = z
  .object({ name: ZName.optional(), alerts: ZAlerts.optional() })
  .refine((body) => body.name !== undefined || body.alerts !== undefined, { message: MESSAGES.selectAtLeastOneItem });
export type TUpdateSavedSearchRequest = z.infer<typeof ZUpdateSavedSearchRequest>;

/** POST /saved-searches/multi (spec: "Body listOfSaved"): the caller's saved searches among these ids. */
export const ZSavedSearchesMultiRequest = z.object({ listOfSaved: z.array(z.uuid(invalid), invalid).max(MAX_SAVED_SEARCHES * 2, invalid) });
export type TSavedSearchesMultiRequest = z.infer<typeof ZSavedSearchesMultiRequest>;

/** DELETE /saved-searches (spec: "Body sent"): the saved search to delete. */
export const ZDeleteSavedSearchRequest = z.object({ id: z.uuid(invalid) });

/** The signed token of an alert mail's unsubscribe link (GET or POST /saved-searches/unsubscribe). */
export const ZSavedSearchUnsubscribeRequest = z.object({ token: z.string(invalid).min(1, invalid).max(500, invalid) });
/** What an unsubscribe link turned off. */
export const ZSavedSearchUnsubscribeResult = z.object({ _id: z.uuid(), name: z.string(), alerts: z.literal('off') });
export type TSavedSearchUnsubscribeResult = z.infer<typeof ZSavedSearchUnsubscribeResult>;

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const optionLabel = (options: readonly { id: string; label: string }[], id: string | undefined) => options.find((o) => o.id === id)?.label;

/** "2 beds", "5+ beds"; nothing for "any". */
function roomsPart(id: string | undefined, noun: string): string | undefined {
  const option = ROOM_COUNT_OPTIONS.find((o) => o.id === id);
  if (!option || option.id === 'any') return undefined;
  return `${option.label} ${noun}`;
}

/** "under $500,000", "over $300,000", "$300,000–$500,000". */
function pricePart(c: TSearchCriteria): string | undefined {
  if (c.priceMin !== undefined && c.priceMax !== undefined) return `${dollars(c.priceMin)}–${dollars(c.priceMax)}`;
  if (c.priceMax !== undefined) return `under ${dollars(c.priceMax)}`;
  if (c.priceMin !== undefined) return `over ${dollars(c.priceMin)}`;
  return undefined;
}

/**
 * A plain English name for criteria, used when a saved search arrives without one
 * ("Austin, TX · 2 beds · under $500,000"). The web names searches in the reader's language.
 */
export function defaultSavedSearchName(criteria: TSearchCriteria): string {
  const parts = [
    criteria.searchThis?.trim() || undefined,
    optionLabel(BUY_MENU_PROPERTY_TYPES, criteria.searchPropertyType),
    optionLabel(LISTING_TYPES, criteria.listingType),
    roomsPart(criteria.beds, 'beds'),
    roomsPart(criteria.baths, 'baths'),
    pricePart(criteria),
  ].filter((part): part is string => Boolean(part));
  const name = parts.length ? parts.join(' · ') : 'All listings';
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

/** The criteria as saved: no default sort, no empty lists, so equal searches compare equal. */
export function normalizedCriteria(criteria: TSearchCriteria): TSearchCriteria {
  const entries = Object.entries(criteria).filter(([key, value]) => {
    if (value === undefined || value === '') return false;
    if (Array.isArray(value) && value.length === 0) return false;
    if ((key === 'beds' || key === 'baths') && value === 'any') return false;
    return !(key === 'sort' && value === DEFAULT_SORT);
  });
  return Object.fromEntries(entries) as TSearchCriteria;
}
