import type { TSavedSearchAlerts } from '@app/shared/search/saved-search.schema';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, savedSearchAlertedListings, savedSearches } from '../../db/schema/index';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
type SavedSearchInsert = typeof savedSearches.$inferInsert;

/** An account's saved searches, newest first. */
export function findSavedSearches(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.accountId, accountId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** The ids of an account's saved searches, newest first (the account payload's savedSearches). */
export async function findSavedSearchIds(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.accountId, accountId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map((row) => row.id);
}

/** The account's saved searches among `ids`, newest first. */
export function findSavedSearchesByIds(db: DbOrTx, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.accountId, accountId), inArray(savedSearches.id, [...ids])))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** One of the account's saved searches; undefined when it is someone else's or gone. */
export async function findOwnSavedSearch(db: DbOrTx, accountId: string, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)));
  return row;
}

/** A saved search by id alone (for signed mail links, which carry no session). */
export async function findSavedSearchById(db: DbOrTx, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

/**
 * Serializes saved-search creation per account for the rest of the transaction, so two saves at
 * once cannot both pass the limit check.
 */
export async function lockAccountSavedSearches(db: DbOrTx, accountId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${accountId}`}))`);
}

/** How many saved searches an account has. */
export async function countSavedSearches(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.accountId, accountId));
  return row?.n ?? 0;
}

/** Whether the account already has a saved search with this name (other than `exceptId`). */
export async function nameTaken(db: DbOrTx, accountId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.name, name), exceptId ? ne(savedSearches.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The names of the account's saved searches that start with `prefix` (to number a repeated default name). */
export async function namesStartingWith(db: DbOrTx, accountId: string, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.accountId, accountId), sql`starts_with(${savedSearches.name}, ${prefix})`));
  return rows.map((row) => row.name);
}

/** Inserts a saved search. */
export async function insertSavedSearch(db: DbOrTx, values: SavedSearchInsert): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  if (!row) throw new Error('saved search insert returned nothing');
  return row;
}

/** Updates one of the account's saved searches; undefined when it is not theirs. */
export async function updateOwnSavedSearch(
  db: DbOrTx,
  accountId: string,
  id: string,
  values: Partial<SavedSearchInsert>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning();
  return row;
}

/** Deletes one of the account's saved searches; whether there was one. */
export async function deleteOwnSavedSearch(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Turns a saved search's alerts off (an unsubscribe link). */
export async function turnAlertsOff(db: DbOrTx, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ alerts: 'off' satisfies TSavedSearchAlerts, updatedAt: new Date() })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

/**
 * Saved searches whose alert is due, with their owner: instant ones every run, daily ones a day
 * after they were last checked; only verified addresses get mail. Oldest-checked first, at most
 * `limit`, locked so a second runner would skip them rather than mail them again.
 */
export function findDueAlerts(db: DbOrTx, now: Date, dailyBefore: Date, limit: number) {
  return db
    .select({
      search: savedSearches,
      owner: {
        id: accounts.id,
        email: accounts.email,
        firstName: accounts.firstName,
        locale: accounts.locale,
        preferredLanguage: accounts.preferredLanguage,
      },
    })
    .from(savedSearches)
    .innerJoin(accounts, eq(accounts.id, savedSearches.accountId))
    .where(
      and(
        isNotNull(accounts.emailVerifiedAt),
        lte(savedSearches.alertsCheckedAt, now),
        or(eq(savedSearches.alerts, 'instant'), and(eq(savedSearches.alerts, 'daily'), lte(savedSearches.alertsCheckedAt, dailyBefore))),
      ),
    )
    .orderBy(asc(savedSearches.alertsCheckedAt), asc(savedSearches.id))
    .limit(limit)
    .for('update', { of: savedSearches, skipLocked: true });
}

/** Records which listings an alert mailed for a search; returns those not recorded before. */
export async function recordAlertedListings(db: DbOrTx, savedSearchId: string, listingIds: readonly string[], at: Date): Promise<string[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .insert(savedSearchAlertedListings)
    .values(listingIds.map((listingId) => ({ savedSearchId, listingId, alertedAt: at })))
    .onConflictDoNothing()
    .returning({ listingId: savedSearchAlertedListings.listingId });
  return rows.map((row) => row.listingId);
}

/** Forgets alerted listings older than `before` (far behind any search's look-back). */
export async function pruneAlertedListings(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(savedSearchAlertedListings).where(lt(savedSearchAlertedListings.alertedAt, before));
}

/** Moves a search's alert watermark (and its last-alert time when a mail carried it). */
export async function markAlertChecked(db: DbOrTx, id: string, checkedAt: Date, alerted: boolean): Promise<void> {
  await db
    .update(savedSearches)
    .set({ alertsCheckedAt: checkedAt, ...(alerted ? { lastAlertAt: checkedAt } : {}) })
    .where(eq(savedSearches.id, id));
}
