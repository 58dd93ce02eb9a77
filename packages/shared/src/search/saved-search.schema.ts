import { z } from 'zod';
import { DEFAULT_SORT } from '../constants/search';
import { MESSAGES } from '../messages/messages';
import { BUY_MENU_PROPERTY_TYPES, LISTING_TYPES } from '../reference/property';
import { maxLengthMessage, requiredText } from '../validation/text';
import { nameSearch, SAVED_SEARCH_NAME_MAX, type SearchNameWords } from './search-name';
import { ZSearchCriteria, type TSearchCriteria } from './search.schema';

/** How often a saved search mails its new matches: every run of the alert job, once a day, or never. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type TSavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];
/** A new saved search mails once a day unless the person chooses otherwise. */
export const DEFAULT_SAVED_SEARCH_ALERTS: TSavedSearchAlerts = 'daily';
/** Saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 50;
/** "New matches" counts stop here; the web shows "99+". */
export const NEW_MATCHES_CAP = 99;
export { SAVED_SEARCH_NAME_MAX };

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

const optionLabel = (options: readonly { id: string; label: string }[], id: string) => options.find((o) => o.id === id)?.label ?? id;
const counted = (noun: string) => (count: number, plus: boolean) => `${count}${plus ? '+' : ''} ${noun}${count === 1 && !plus ? '' : 's'}`;

/** The words of a search's name in plain English, for searches saved through the API without a name. */
const ENGLISH_NAME_WORDS: SearchNameWords = {
  propertyType: (id) => optionLabel(BUY_MENU_PROPERTY_TYPES, id),
  listingType: (id) => optionLabel(LISTING_TYPES, id),
  beds: counted('bed'),
  studio: () => 'Studio',
  baths: counted('bath'),
  under: (price) => `under ${price}`,
  over: (price) => `over ${price}`,
  between: (min, max) => `${min}–${max}`,
  all: () => 'All listings',
};

/** A plain English name for criteria, used when a saved search arrives without one. */
export function defaultSavedSearchName(criteria: TSearchCriteria): string {
  return nameSearch(criteria, ENGLISH_NAME_WORDS);
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
