import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountIdentities, accounts, hiddenListings, listings, savedListings } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

/** The account with this (lowercased) email. */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

/** The account with this id. */
export async function findAccountById(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Inserts an account; a duplicate email surfaces as the database's unique violation. */
export async function insertAccount(db: DbOrTx, values: NewAccountRow): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned no row');
  return row;
}

/** Changes some columns of an account and stamps updated_at. */
export async function updateAccountRow(db: DbOrTx, id: string, patch: Partial<NewAccountRow>): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new Error('account update matched no row');
  return row;
}

/** Deletes an account; its sessions, listings, saved and hidden lists and identities cascade. */
export async function deleteAccountRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

/** The ids of the listings an account saved and hid, oldest first. */
export async function findListingLists(db: DbOrTx, accountId: string) {
  const [saved, hidden] = await Promise.all([
    db.select({ id: savedListings.listingId }).from(savedListings).where(eq(savedListings.accountId, accountId)).orderBy(savedListings.createdAt),
    db.select({ id: hiddenListings.listingId }).from(hiddenListings).where(eq(hiddenListings.accountId, accountId)).orderBy(hiddenListings.createdAt),
  ]);
  return { savedProps: saved.map((r) => r.id), hidden: hidden.map((r) => r.id) };
}

/** Listing ids among `ids` that the account may keep in its lists: public ones and its own. */
async function listableIds(db: DbOrTx, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, ids), or(and(eq(listings.status, 'active'), eq(listings.complete, true)), eq(listings.ownerId, accountId))));
  const allowed = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => allowed.has(id));
}

/** Replaces an account's saved or hidden list (spec: the client toggles, then saves the account). */
export async function replaceListingList(db: DbOrTx, accountId: string, list: 'saved' | 'hidden', ids: string[]): Promise<void> {
  const table = list === 'saved' ? savedListings : hiddenListings;
  const keep = await listableIds(db, accountId, ids);
  await db.delete(table).where(keep.length ? and(eq(table.accountId, accountId), notInArray(table.listingId, keep)) : eq(table.accountId, accountId));
  if (keep.length) {
    await db
      .insert(table)
      .values(keep.map((listingId) => ({ accountId, listingId })))
      .onConflictDoNothing();
  }
}

/** Whether an account has a linked identity from this issuer. */
export async function hasIdentity(db: DbOrTx, accountId: string, issuer: string): Promise<boolean> {
  const [row] = await db
    .select({ subject: accountIdentities.subject })
    .from(accountIdentities)
    .where(and(eq(accountIdentities.accountId, accountId), eq(accountIdentities.issuer, issuer)))
    .limit(1);
  return Boolean(row);
}

/** Marks the accounts with these emails as admins (ADMIN_EMAILS at start-up). */
export async function markAdmins(db: DbOrTx, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.update(accounts).set({ isAdmin: true }).where(inArray(accounts.email, emails));
}
