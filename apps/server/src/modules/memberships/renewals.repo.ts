import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { membershipRenewals, memberships } from '../../db/schema/index';
import type { MembershipRow } from './memberships.repo';

export type RenewalRow = typeof membershipRenewals.$inferSelect;

/**
 * Opens the renewal of every active, auto-renewing membership whose period has ended, once per
 * period (a unique index on membership and period end). Returns how many it opened. Each is due at
 * `now`, the run's own clock, so the same run attempts it (the database's now() may be a moment later).
 */
export async function openDueRenewals(tx: Tx, now: Date, limit: number): Promise<number> {
  const rows = await tx.execute(sql`
    insert into ${membershipRenewals} (membership_id, period_end, next_attempt_at)
    select ${memberships.id}, ${memberships.currentPeriodEnd}, ${now}::timestamptz from ${memberships}
    where ${memberships.status} = 'active' and ${memberships.autoRenew} and ${memberships.currentPeriodEnd} <= ${now}
    order by ${memberships.currentPeriodEnd}
    limit ${limit}
    on conflict do nothing
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Claims due renewal attempts for this run: each gets a lease (`nextAttemptAt` pushed out), so a
 * run on another node leaves it alone while this one charges; rows locked by someone else are skipped.
 */
export async function claimDueRenewals(tx: Tx, now: Date, leaseMs: number, limit: number): Promise<RenewalRow[]> {
  const due = tx
    .select({ id: membershipRenewals.id })
    .from(membershipRenewals)
    .where(and(eq(membershipRenewals.status, 'due'), lte(membershipRenewals.nextAttemptAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(membershipRenewals)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(membershipRenewals.id, due))
    .returning();
}

/** Sets the renewal's checkout unless one was set; the renewal as it now stands. */
export async function setRenewalCheckout(db: DbOrTx, id: string, checkoutId: string): Promise<RenewalRow> {
  await db
    .update(membershipRenewals)
    .set({ checkoutId })
    .where(and(eq(membershipRenewals.id, id), isNull(membershipRenewals.checkoutId)));
  const [row] = await db.select().from(membershipRenewals).where(eq(membershipRenewals.id, id));
  return row!;
}

/** Changes a renewal's status or schedule. */
export async function updateRenewal(db: DbOrTx, id: string, set: Partial<typeof membershipRenewals.$inferInsert>) {
  await db.update(membershipRenewals).set(set).where(eq(membershipRenewals.id, id));
}

/** Marks the renewal a checkout paid as paid (inside the payment's transaction). */
export async function markRenewalPaid(tx: Tx, checkoutId: string) {
  await tx.update(membershipRenewals).set({ status: 'paid' }).where(eq(membershipRenewals.checkoutId, checkoutId));
}

/** Gives up the open renewals of a membership that ended. */
export async function abandonRenewals(tx: Tx, membershipId: string) {
  await tx
    .update(membershipRenewals)
    .set({ status: 'abandoned' })
    .where(and(eq(membershipRenewals.membershipId, membershipId), eq(membershipRenewals.status, 'due')));
}

/** A membership by id. */
export async function findMembership(db: DbOrTx, id: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row;
}

/**
 * Auto-renewing memberships whose period ends before `horizon` and whose renewal notice for that
 * period has not been sent: marked as sent here (once per period) and returned.
 */
export async function claimRenewalNotices(tx: Tx, now: Date, horizon: Date): Promise<MembershipRow[]> {
  return tx
    .update(memberships)
    .set({ renewalNoticeFor: sql`${memberships.currentPeriodEnd}` })
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(memberships.autoRenew, true),
        sql`${memberships.currentPeriodEnd} > ${now}`,
        lte(memberships.currentPeriodEnd, horizon),
        sql`${memberships.renewalNoticeFor} is distinct from ${memberships.currentPeriodEnd}`,
        // A monthly plan hears 3 days ahead, a yearly one a week ahead (the horizon is the longer).
        sql`${memberships.currentPeriodEnd} <= ${now}::timestamptz + case when ${memberships.cycle} = 'yearly' then interval '7 days' else interval '3 days' end`,
      ),
    )
    .returning();
}

/** Memberships to end now: a term that ran out without auto-renew, or a grace period that passed unpaid. */
export async function findMembershipsToExpire(tx: Tx, now: Date, limit: number): Promise<MembershipRow[]> {
  return tx
    .select()
    .from(memberships)
    .where(
      sql`(${memberships.status} = 'active' and not ${memberships.autoRenew} and ${memberships.currentPeriodEnd} <= ${now})
        or (${memberships.status} = 'past-due' and ${memberships.graceEndsAt} <= ${now})`,
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}
