import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountIdentities, emailVerifications, oidcFlows } from '../../db/schema/index';

export type OidcFlowRow = typeof oidcFlows.$inferSelect;
export type NewOidcFlowRow = typeof oidcFlows.$inferInsert;
export type NewEmailVerificationRow = typeof emailVerifications.$inferInsert;

/** The account an external identity (issuer + subject) is linked to, if any. */
export async function findIdentity(db: DbOrTx, issuer: string, subject: string) {
  const [identity] = await db
    .select()
    .from(accountIdentities)
    .where(and(eq(accountIdentities.issuer, issuer), eq(accountIdentities.subject, subject)));
  return identity;
}

/** Links an external identity to an account (a link that exists stays as it is). */
export async function linkIdentity(db: DbOrTx, values: typeof accountIdentities.$inferInsert): Promise<void> {
  await db.insert(accountIdentities).values(values).onConflictDoNothing();
}

/** Unlinks every external identity of an account. */
export async function unlinkIdentities(db: DbOrTx, accountId: string): Promise<void> {
  await db.delete(accountIdentities).where(eq(accountIdentities.accountId, accountId));
}

/** Records a sign-in flow that has just started. */
export async function insertOidcFlow(db: DbOrTx, values: NewOidcFlowRow): Promise<void> {
  await db.insert(oidcFlows).values(values);
}

/** Takes a flow by its state (each flow is used once). */
export async function takeOidcFlow(db: DbOrTx, state: string): Promise<OidcFlowRow | undefined> {
  const [flow] = await db.delete(oidcFlows).where(eq(oidcFlows.state, state)).returning();
  return flow;
}

/** Deletes the sign-in flows that have expired. */
export async function deleteExpiredOidcFlows(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, now));
}

/** Replaces the account's unused verification links by a new one. */
export async function replaceVerificationLink(db: DbOrTx, values: NewEmailVerificationRow): Promise<void> {
  await db.delete(emailVerifications).where(and(eq(emailVerifications.accountId, values.accountId), isNull(emailVerifications.usedAt)));
  await db.insert(emailVerifications).values(values);
}

/** Marks a verification link used, when it is unused and unexpired; the link, or nothing. */
export async function useVerificationLink(db: DbOrTx, id: string, now = new Date()) {
  const [link] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
    .returning();
  return link;
}

/** Deletes verification links that expired, and used ones a day after their use. */
export async function deleteSpentVerificationLinks(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(emailVerifications)
    .where(
      or(
        lt(emailVerifications.expiresAt, now),
        and(isNotNull(emailVerifications.usedAt), lt(emailVerifications.usedAt, new Date(now.getTime() - 24 * 60 * 60 * 1000))),
      ),
    );
}
