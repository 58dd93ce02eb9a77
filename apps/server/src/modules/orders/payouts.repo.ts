import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { TPayoutStatus } from '@app/shared/orders/payouts.schema';
import type { DbOrTx } from '../../db/client';
import { accounts, payoutEvents, payouts } from '../../db/schema/index';

export type PayoutRow = typeof payouts.$inferSelect;
export type AdminPayoutRow = PayoutRow & { providerName: string; providerEmail: string };

/** The payout's machine for transition() (decision 036). */
export const payoutStateTables = { table: payouts, events: payoutEvents };

/** Writes a booked payout and its first event ('book', from nothing to pending) in the caller's transaction. */
export async function insertPayout(tx: DbOrTx, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  if (!row) throw new Error('payout insert returned no row');
  await tx.insert(payoutEvents).values({
    entityId: row.id,
    actorId: null,
    actorRelation: 'system',
    action: 'book',
    fromStatus: 'none',
    toStatus: row.status,
    data: { amount: row.amount, currency: row.currency, runKey: row.runKey },
  });
  return row;
}

/** Whether the provider has a payout in this currency still open (pending or sent), or (given a run) one this run. */
export async function hasPayoutBlocking(tx: DbOrTx, providerId: string, currency: string, runKey?: string): Promise<boolean> {
  const open = inArray(payouts.status, ['pending', 'sent']);
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.providerAccountId, providerId),
        eq(payouts.currency, currency),
        runKey === undefined ? open : or(eq(payouts.runKey, runKey), open),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findPayout(db: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

/** The payout row, locked for the rest of the transaction. */
export async function lockPayout(tx: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/**
 * Claims open payouts nobody asked the processor about since `askedBefore` (a crash after commit,
 * a processor that did not answer, a transfer still on its way), skipping rows another transaction
 * holds, and marks them asked now: each is handled by one sweep.
 */
export async function claimStalePayouts(
  tx: DbOrTx,
  filter: { askedBefore: Date; now: Date; limit: number; providerIds?: string[] | undefined },
): Promise<PayoutRow[]> {
  const stale = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, ['pending', 'sent']),
        lt(payouts.askedAt, filter.askedBefore),
        filter.providerIds ? inArray(payouts.providerAccountId, filter.providerIds) : undefined,
      ),
    )
    .orderBy(payouts.askedAt)
    .limit(filter.limit)
    .for('update', { skipLocked: true });
  if (stale.length === 0) return [];
  return tx
    .update(payouts)
    .set({ askedAt: filter.now })
    .where(
      inArray(
        payouts.id,
        stale.map((row) => row.id),
      ),
    )
    .returning();
}

/** A provider's payouts, newest first. */
export function findPayoutsOf(db: DbOrTx, providerId: string, limit = 100): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.providerAccountId, providerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** One of the provider's own payouts (undefined for anyone else's). */
export async function findPayoutOf(db: DbOrTx, providerId: string, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.providerAccountId, providerId)));
  return row;
}

const adminColumns = {
  payout: payouts,
  providerName: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
  providerEmail: accounts.email,
};

const flatten = (row: { payout: PayoutRow; providerName: string; providerEmail: string }): AdminPayoutRow => ({
  ...row.payout,
  providerName: row.providerName,
  providerEmail: row.providerEmail,
});

/** The admin's list: by status, newest first, one page; with the provider's name and email. */
export async function searchPayouts(
  db: DbOrTx,
  filter: { status?: TPayoutStatus | undefined; page: number; pageSize: number },
): Promise<{ rows: AdminPayoutRow[]; total: number }> {
  const where = filter.status ? eq(payouts.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(payouts)
      .innerJoin(accounts, eq(accounts.id, payouts.providerAccountId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** One payout for the admin, with its provider's name and email. */
export async function findPayoutForAdmin(db: DbOrTx, id: string): Promise<AdminPayoutRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(payouts)
    .innerJoin(accounts, eq(accounts.id, payouts.providerAccountId))
    .where(eq(payouts.id, id));
  return row ? flatten(row) : undefined;
}
