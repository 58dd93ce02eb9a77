import { RUNNING_MEMBERSHIP_STATUSES } from '@app/shared/professionals/membership-transitions';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { membershipEvents, memberships } from '../../db/schema/index';

export type MembershipRow = typeof memberships.$inferSelect;

/** The tables transition() moves a membership in (its machine is membership-machine.ts). */
export const membershipStateTables = { table: memberships, events: membershipEvents };

const running = inArray(memberships.status, [...RUNNING_MEMBERSHIP_STATUSES]);

/** The account's running (active or past-due) membership, if any: at most one (a unique index). */
export async function findRunningMembership(db: DbOrTx, accountId: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), running));
  return row;
}

/** The account's latest membership whatever its status (the dashboard shows an expired one too). */
export async function findLatestMembership(db: DbOrTx, accountId: string): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.accountId, accountId))
    .orderBy(desc(memberships.createdAt))
    .limit(1);
  return row;
}

/** A membership locked for a change in this transaction. */
export async function lockMembership(tx: Tx, id: string): Promise<MembershipRow | undefined> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update');
  return row;
}

/** Inserts a membership unless the account already has a running one; undefined then. */
export async function insertMembership(tx: Tx, values: typeof memberships.$inferInsert): Promise<MembershipRow | undefined> {
  const [row] = await tx.insert(memberships).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes columns of a membership that are not its status (the card renewals charge). */
export async function updateMembershipRow(db: DbOrTx, id: string, set: Partial<typeof memberships.$inferInsert>) {
  await db
    .update(memberships)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(memberships.id, id));
}

/** Records a membership's first event (its start), in the transaction that created it. */
export async function insertStartEvent(tx: Tx, row: MembershipRow, actorId: string | null, data: Record<string, unknown>) {
  await tx.insert(membershipEvents).values({
    entityId: row.id,
    actorId,
    actorRelation: actorId ? 'owner' : 'system',
    action: 'start',
    fromStatus: 'none',
    toStatus: row.status,
    data,
  });
}

/** A membership's history, oldest first. */
export async function findMembershipEvents(db: DbOrTx, membershipId: string) {
  return db
    .select({
      action: membershipEvents.action,
      from: membershipEvents.fromStatus,
      to: membershipEvents.toStatus,
      reason: membershipEvents.reason,
      at: membershipEvents.at,
    })
    .from(membershipEvents)
    .where(eq(membershipEvents.entityId, membershipId))
    .orderBy(asc(membershipEvents.at), asc(membershipEvents.id));
}

/** Whether the account had any membership created before `before` (or at all, without it). */
export async function hadMembershipBefore(db: DbOrTx, accountId: string, before?: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), before ? sql`${memberships.createdAt} < ${before}` : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * `exists (a running membership of this account)`, for another module's query to filter on (the
 * directory lists only members whose plan is running): pass its account id column.
 */
export function hasRunningMembershipSql(accountId: PgColumn | SQL): SQL {
  return sql`exists (select 1 from ${memberships} where ${memberships.accountId} = ${accountId} and ${memberships.status} in ('active', 'past-due'))`;
}
