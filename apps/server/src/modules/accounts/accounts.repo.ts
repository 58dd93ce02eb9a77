import { and, asc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountIdentities, accounts, hiddenListings, listings, savedListings } from '../../db/schema/index';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

/** The account with this (lowercased) email. */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

/** Which of these (lowercased) emails belong to accounts that have verified them. */
export async function findVerifiedEmails(db: DbOrTx, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(inArray(accounts.email, emails), isNotNull(accounts.emailVerifiedAt)));
  return rows.map((row) => row.email);
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

/** Voids the temporary password of the recovery that ends at `expiresAt`, if it is still the pending one. */
export async function endRecovery(db: DbOrTx, email: string, expiresAt: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ recoveryPasswordHash: null, recoveryExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(accounts.email, email), eq(accounts.recoveryExpiresAt, expiresAt)));
}

/** Deletes an account; its sessions, listings, saved and hidden lists and identities cascade. */
export async function deleteAccountRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

/** The ids of the listings an account saved and hid, oldest first. */
export async function findListingLists(db: DbOrTx, accountId: string) {
  // One after another: `db` may be a transaction, which takes one query at a time.
  const saved = await db
    .select({ id: savedListings.listingId })
    .from(savedListings)
    .where(eq(savedListings.accountId, accountId))
    .orderBy(savedListings.createdAt);
  const hidden = await db
    .select({ id: hiddenListings.listingId })
    .from(hiddenListings)
    .where(eq(hiddenListings.accountId, accountId))
    .orderBy(hiddenListings.createdAt);
  return { savedProps: saved.map((r) => r.id), hidden: hidden.map((r) => r.id) };
}

/** Listing ids among `ids` that the account may keep in its lists: public ones and its own. */
async function listableIds(db: DbOrTx, accountId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(inArray(listings.id, ids), or(and(eq(listings.status, 'active'), eq(listings.complete, true)), eq(listings.ownerId, accountId))),
    );
  const allowed = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => allowed.has(id));
}

/** Replaces an account's saved or hidden list (spec: the client toggles, then saves the account). */
export async function replaceListingList(db: DbOrTx, accountId: string, list: 'saved' | 'hidden', ids: string[]): Promise<void> {
  const table = list === 'saved' ? savedListings : hiddenListings;
  const keep = await listableIds(db, accountId, ids);
  await db
    .delete(table)
    .where(keep.length ? and(eq(table.accountId, accountId), notInArray(table.listingId, keep)) : eq(table.accountId, accountId));
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

/**
 * The columns that mark an account's email verified now; an address listed in ADMIN_EMAILS
 * becomes admin at that moment (never before: whoever registers a listed address first has not
 * proved they own it).
 */
export function verifiedEmailColumns(adminEmails: string[], account: { email: string; isAdmin?: boolean }): Partial<NewAccountRow> {
  const grant = adminEmails.includes(account.email) && !account.isAdmin;
  return { emailVerifiedAt: new Date(), ...(grant ? { isAdmin: true, adminFromConfig: true } : {}) };
}

/**
 * ADMIN_EMAILS at start-up: verified accounts with a listed email become admins; an admin role
 * that came from the list ends when the email left it; no unverified account stays admin.
 */
export async function syncConfiguredAdmins(db: DbOrTx, adminEmails: string[]): Promise<void> {
  const delisted = adminEmails.length ? notInArray(accounts.email, adminEmails) : undefined;
  await db
    .update(accounts)
    .set({ isAdmin: false, adminFromConfig: false })
    .where(or(and(eq(accounts.isAdmin, true), isNull(accounts.emailVerifiedAt)), and(eq(accounts.adminFromConfig, true), delisted)));
  if (adminEmails.length === 0) return;
  await db
    .update(accounts)
    .set({ isAdmin: true, adminFromConfig: true })
    .where(and(inArray(accounts.email, adminEmails), isNotNull(accounts.emailVerifiedAt), eq(accounts.isAdmin, false)));
}

/**
 * Accounts whose email or name contains `q` (case-insensitive), for the admin console's People
 * page: exact email first, then by email; at most 50.
 */
export async function searchAccounts(db: DbOrTx, q: string): Promise<AccountRow[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(accounts)
    .where(or(ilike(accounts.email, pattern), ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern)))
    .orderBy(sql`${accounts.email} = ${q.toLowerCase()} desc`, asc(accounts.email))
    .limit(50);
}
