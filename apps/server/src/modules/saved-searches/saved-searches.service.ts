import {
  defaultSavedSearchName,
  MAX_SAVED_SEARCHES,
  NEW_MATCHES_CAP,
  normalizedCriteria,
  SAVED_SEARCH_NAME_MAX,
  type TCreateSavedSearchRequest,
  type TSavedSearch,
  type TSavedSearchUnsubscribeResult,
  type TUpdateSavedSearchRequest,
} from '@app/shared/search/saved-search.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { ZSearchCriteria, type TSearchCriteria } from '@app/shared/search/search.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { planSearch } from '../search/index';
import { countMatchesPublishedBetween } from './saved-search-matches.repo';
import {
  countSavedSearches,
  deleteOwnSavedSearch,
  findOwnSavedSearch,
  findSavedSearchById,
  findSavedSearchIds,
  findSavedSearches,
  findSavedSearchesByIds,
  insertSavedSearch,
  lockAccountSavedSearches,
  namesStartingWith,
  nameTaken,
  turnAlertsOff,
  updateOwnSavedSearch,
  type SavedSearchRow,
} from './saved-searches.repo';
import { readUnsubscribeToken } from './unsubscribe-token';

/**
 * Stored criteria read with today's schema. `intact` is false when a filter had to be dropped
 * (the schema changed since it was saved): the search still shows and opens, but it would now
 * match more than the person asked for, so it sends no alerts until they save it again.
 */
export function storedCriteria(row: Pick<SavedSearchRow, 'criteria'>): { criteria: TSearchCriteria; intact: boolean } {
  const whole = ZSearchCriteria.safeParse(row.criteria);
  if (whole.success) return { criteria: whole.data, intact: true };
  const shape = ZSearchCriteria.shape;
  const kept = Object.entries((row.criteria ?? {}) as Record<string, unknown>).filter(
    ([key, value]) => Object.hasOwn(shape, key) && shape[key as keyof typeof shape].safeParse(value).success,
  );
  const salvaged = ZSearchCriteria.safeParse(Object.fromEntries(kept));
  return { criteria: salvaged.success ? salvaged.data : {}, intact: false };
}

/** A saved search as its owner sees it; `newMatches` counted by the caller. */
export function toSavedSearchView(row: SavedSearchRow, newMatches = 0): TSavedSearch {
  return {
    _id: row.id,
    name: row.name,
    criteria: storedCriteria(row).criteria,
    alerts: row.alerts as TSavedSearch['alerts'],
    createdAt: row.createdAt.toISOString(),
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
    newMatches,
  };
}

/** The ids of an account's saved searches (the account payload's savedSearches). */
export function savedSearchIdsOf(db: DbOrTx, accountId: string): Promise<string[]> {
  return findSavedSearchIds(db, accountId);
}

/** "Austin, TX", or "Austin, TX (2)" when the account already has that name. */
async function freeName(db: DbOrTx, accountId: string, name: string): Promise<string> {
  const taken = new Set(await namesStartingWith(db, accountId, name));
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, SAVED_SEARCH_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Saves a search for the signed-in account (spec: POST saved-searches). A given name must be
 * free; a missing one is made from the criteria and numbered if needed. At most MAX_SAVED_SEARCHES.
 */
export async function createSavedSearch(deps: AppDeps, actor: AccountActor, input: TCreateSavedSearchRequest): Promise<TSavedSearch> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      await lockAccountSavedSearches(tx, actor.accountId);
      if ((await countSavedSearches(tx, actor.accountId)) >= MAX_SAVED_SEARCHES)
        throw new AppError('SAVED_SEARCH_LIMIT', { params: { max: MAX_SAVED_SEARCHES } });
      const criteria = normalizedCriteria(input.criteria);
      let name = input.name;
      if (name === undefined) name = await freeName(tx, actor.accountId, defaultSavedSearchName(criteria));
      else if (await nameTaken(tx, actor.accountId, name)) throw nameTakenError();
      const now = new Date();
      const row = await insertSavedSearch(tx, {
        accountId: actor.accountId,
        name,
        criteria,
        alerts: input.alerts ?? 'daily',
        alertsCheckedAt: now,
        seenAt: now,
        createdAt: now,
        updatedAt: now,
      });
      return toSavedSearchView(row);
    });
  } catch (error) {
    // Two saves with one name at once: the unique key decides.
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
}

const nameTakenError = () => new AppError('SAVED_SEARCH_NAME_TAKEN', { fields: { name: MESSAGES.savedSearchNameTaken } });

/** The signed-in account's saved searches, newest first, each with its count of new matches. */
export async function listSavedSearches(deps: AppDeps, actor: AccountActor): Promise<TSavedSearch[]> {
  const db = deps.database.db;
  const now = new Date();
  const rows = await findSavedSearches(db, actor.accountId);
  // Matching listings published since the owner last opened each search, capped: one statement for all.
  const queries = rows.map((row) => ({ plan: planSearch(storedCriteria(row).criteria, row.accountId, now), since: row.seenAt }));
  const counts = await countMatchesPublishedBetween(db, queries, now, NEW_MATCHES_CAP);
  return rows.map((row, i) => toSavedSearchView(row, counts[i]));
}

/** The spec's POST saved-searches multi: the caller's saved searches among `ids` (others' ids are ignored). */
export async function savedSearchesByIds(deps: AppDeps, actor: AccountActor, ids: string[]): Promise<TSavedSearch[]> {
  const rows = await findSavedSearchesByIds(deps.database.db, actor.accountId, ids);
  return rows.map((row) => toSavedSearchView(row));
}

/** One of the caller's saved searches; 404 for anyone else's. */
async function ownOr404(db: DbOrTx, actor: AccountActor, id: string): Promise<SavedSearchRow> {
  const row = await findOwnSavedSearch(db, actor.accountId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Renames a saved search or changes how often it mails. Turning alerts on starts from now:
 * listings published while they were off are not mailed in a burst.
 */
export async function updateSavedSearch(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  input: TUpdateSavedSearchRequest,
): Promise<TSavedSearch> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const row = await ownOr404(tx, actor, id);
      if (input.name !== undefined && input.name !== row.name && (await nameTaken(tx, actor.accountId, input.name, id)))
        throw nameTakenError();
      const turningOn = input.alerts !== undefined && input.alerts !== 'off' && row.alerts === 'off';
      const updated = await updateOwnSavedSearch(tx, actor.accountId, id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.alerts === undefined ? {} : { alerts: input.alerts }),
        ...(turningOn ? { alertsCheckedAt: new Date() } : {}),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return toSavedSearchView(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTakenError();
    throw error;
  }
}

/** The owner opened the search: its new matches are seen. */
export async function markSavedSearchSeen(deps: AppDeps, actor: AccountActor, id: string): Promise<TSavedSearch> {
  const updated = await updateOwnSavedSearch(deps.database.db, actor.accountId, id, { seenAt: new Date() });
  if (!updated) throw new AppError('NOT_FOUND');
  return toSavedSearchView(updated);
}

/** Deletes one of the caller's saved searches (its alert records go with it); 404 for anyone else's. */
export async function deleteSavedSearch(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  if (!(await deleteOwnSavedSearch(deps.database.db, actor.accountId, id))) throw new AppError('NOT_FOUND');
}

/**
 * An alert mail's unsubscribe link: turns that search's alerts off, no sign-in needed. A bad or
 * forged token, or one for a deleted search, is a 400 with a clear message.
 */
export async function unsubscribeSavedSearch(deps: AppDeps, token: string): Promise<TSavedSearchUnsubscribeResult> {
  const id = readUnsubscribeToken(deps.secrets.mailLinks, token);
  const row = id ? await findSavedSearchById(deps.database.db, id) : undefined;
  if (!row) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  if (row.alerts !== 'off') await turnAlertsOff(deps.database.db, row.id);
  return { _id: row.id, name: row.name, alerts: 'off' };
}
