import { and, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { accounts, sessions } from '../../db/schema/index';
import type { AccountActor } from './actor';
import { randomToken, tokenDigest } from './tokens';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A session ends after 7 idle days or 30 days in all; a recovery session after 30 minutes. */
export const SESSION_LIMITS = {
  idleMs: 7 * DAY,
  absoluteMs: 30 * DAY,
  recoveryMs: 30 * MINUTE,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: MINUTE,
} as const;

export type SessionPurpose = AccountActor['purpose'];

/** Starts a session for an account; returns the token for the cookie (the row keeps its digest). */
export async function createSession(
  db: DbOrTx,
  input: { accountId: string; purpose?: SessionPurpose; userAgent?: string | undefined; ip?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const purpose = input.purpose ?? 'full';
  const expiresAt = new Date(Date.now() + (purpose === 'recovery' ? SESSION_LIMITS.recoveryMs : SESSION_LIMITS.absoluteMs));
  await db.insert(sessions).values({
    id: tokenDigest(token),
    accountId: input.accountId,
    purpose,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
  });
  return { token, expiresAt };
}

export type ResolvedSession = { status: 'none' } | { status: 'expired' } | { status: 'active'; actor: AccountActor };

/** A session with its account's standing, by the token's digest: every signed-in request reads it. */
const sessionById = preparedPerHandle((db) =>
  db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      purpose: sessions.purpose,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      email: accounts.email,
      emailVerifiedAt: accounts.emailVerifiedAt,
      professionalInfo: accounts.professionalInfo,
      isAdmin: accounts.isAdmin,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

/**
 * Who a session token belongs to. Expired sessions (idle or absolute) are deleted and reported,
 * so the API can answer 419; unknown tokens count as expired too (ended elsewhere).
 */
export async function resolveSession(db: DbOrTx, token: string | undefined): Promise<ResolvedSession> {
  if (!token) return { status: 'none' };
  const id = tokenDigest(token);
  const [row] = await sessionById(db).execute({ id });
  if (!row) return { status: 'expired' };
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_LIMITS.idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return { status: 'expired' };
  }
  if (now - row.lastSeenAt.getTime() > SESSION_LIMITS.touchEveryMs) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return {
    status: 'active',
    actor: {
      kind: 'account',
      accountId: row.accountId,
      sessionId: row.id,
      email: row.email,
      purpose: row.purpose === 'recovery' ? 'recovery' : 'full',
      verified: row.emailVerifiedAt !== null,
      professional: row.professionalInfo !== null,
      // Admin needs a verified email, whatever the row says.
      admin: row.isAdmin && row.emailVerifiedAt !== null,
    },
  };
}

/** Ends one session (logout, rotation). */
export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends an account's sessions except one (after a password change), or all of them. */
export async function deleteAccountSessions(db: DbOrTx, accountId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.accountId, accountId), ne(sessions.id, exceptSessionId)) : eq(sessions.accountId, accountId));
}

/** Removes sessions that can no longer be used; run by a periodic sweep. */
export async function purgeExpiredSessions(db: DbOrTx): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - ${`${SESSION_LIMITS.idleMs} milliseconds`}::interval`)),
    );
}

/** How many unexpired sessions each of these accounts has (the admin console's People page). */
export async function countActiveSessions(db: DbOrTx, accountIds: string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: sessions.accountId, n: count() })
    .from(sessions)
    .where(
      and(
        inArray(sessions.accountId, accountIds),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - ${`${SESSION_LIMITS.idleMs} milliseconds`}::interval`),
      ),
    )
    .groupBy(sessions.accountId);
  return new Map(rows.map((row) => [row.accountId, row.n]));
}
