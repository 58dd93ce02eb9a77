import { ADMIN_DISPUTES_PAGE_SIZE } from '@app/shared/admin/admin-disputes.schema';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderDisputeEvents, orderDisputes, serviceOrders } from '../../db/schema/index';

export type DisputeRow = typeof orderDisputes.$inferSelect;

export const disputeStateTables = { table: orderDisputes, events: orderDisputeEvents };

/** Opens the order's one dispute with its first log entry; undefined when the order has one already. */
export async function insertDispute(
  db: DbOrTx,
  values: { orderId: string; openedByAccountId: string; openedBy: 'customer' | 'provider'; reason: string },
): Promise<DisputeRow | undefined> {
  const [row] = await db.insert(orderDisputes).values(values).onConflictDoNothing({ target: orderDisputes.orderId }).returning();
  if (!row) return undefined;
  await db.insert(orderDisputeEvents).values({
    entityId: row.id,
    actorId: values.openedByAccountId,
    actorRelation: values.openedBy,
    action: 'open',
    fromStatus: 'none',
    toStatus: 'open',
    reason: values.reason,
  });
  return row;
}

export async function findDispute(db: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.id, id));
  return row;
}

/** The disputes of these orders, by order id. */
export async function findDisputesOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, DisputeRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(orderDisputes).where(inArray(orderDisputes.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

/** The admin queue: open disputes oldest first, or resolved ones newest first, with their orders; one page. */
export async function listDisputes(db: DbOrTx, state: 'open' | 'resolved', page: number) {
  const where = state === 'open' ? eq(orderDisputes.status, 'open') : ne(orderDisputes.status, 'open');
  const [rows, [total]] = await Promise.all([
    db
      .select({ dispute: orderDisputes, order: serviceOrders })
      .from(orderDisputes)
      .innerJoin(serviceOrders, eq(serviceOrders.id, orderDisputes.orderId))
      .where(where)
      .orderBy(
        ...(state === 'open'
          ? [asc(orderDisputes.createdAt), asc(orderDisputes.id)]
          : [desc(orderDisputes.resolvedAt), desc(orderDisputes.id)]),
      )
      .limit(ADMIN_DISPUTES_PAGE_SIZE)
      .offset((page - 1) * ADMIN_DISPUTES_PAGE_SIZE),
    db.select({ n: count() }).from(orderDisputes).where(and(where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
