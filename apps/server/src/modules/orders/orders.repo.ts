import { and, asc, avg, count, desc, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, OWED_ORDER_STATUSES } from '@app/shared/orders/order-transitions';
import type { TInspectionItemId, TMediaServiceId, TServiceKindId } from '@app/shared/reference/orders';
import type { DbOrTx } from '../../db/client';
import {
  appraisalServices,
  inspectionServices,
  listings,
  media,
  mediaServices,
  orderReviews,
  serviceOrderEvents,
  serviceOrders,
} from '../../db/schema/index';
import type { TPropertySizeRangeId } from '@app/shared/services/service-terms';

export type OrderRow = typeof serviceOrders.$inferSelect;
export type OrderEventRow = typeof serviceOrderEvents.$inferSelect;
export type ReviewRow = typeof orderReviews.$inferSelect;

export const orderStateTables = { table: serviceOrders, events: serviceOrderEvents };

export function orderStateOf(row: OrderRow) {
  return { status: row.status, kind: row.kind };
}

/** Inserts the order a paid checkout places; undefined when that payment already placed one (a retried fulfil). */
export async function insertOrder(db: DbOrTx, values: typeof serviceOrders.$inferInsert): Promise<OrderRow | undefined> {
  const [row] = await db.insert(serviceOrders).values(values).onConflictDoNothing({ target: serviceOrders.paymentId }).returning();
  return row;
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, id));
  return row;
}

/** The order a payment placed. */
export async function findOrderByPayment(db: DbOrTx, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.paymentId, paymentId));
  return row;
}

/** The order, locked for this transaction (money moves read it under the lock). */
export async function lockOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, id)).for('update');
  return row;
}

/**
 * The event a provider's days leave among the order's events (decision 074): a record of who set
 * what, not a log entry (the status stays, and the due time counts log entries).
 */
export const ORDER_DAYS_ACTION = 'set-days';

/** An order's log (its status moves), oldest first. */
export function findOrderLog(db: DbOrTx, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(serviceOrderEvents)
    .where(and(eq(serviceOrderEvents.entityId, orderId), ne(serviceOrderEvents.action, ORDER_DAYS_ACTION)))
    .orderBy(asc(serviceOrderEvents.at), asc(serviceOrderEvents.id));
}

/** Logs of several orders, by order id, oldest first. */
export async function findOrderLogs(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderEventRow[]>> {
  const logs = new Map<string, OrderEventRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return logs;
  const rows = await db
    .select()
    .from(serviceOrderEvents)
    .where(and(inArray(serviceOrderEvents.entityId, orderIds), ne(serviceOrderEvents.action, ORDER_DAYS_ACTION)))
    .orderBy(asc(serviceOrderEvents.at), asc(serviceOrderEvents.id));
  for (const row of rows) logs.get(row.entityId)?.push(row);
  return logs;
}

/** One side's orders, newest change first, of one kind or all. */
export function findOrdersOf(db: DbOrTx, side: 'customer' | 'provider', accountId: string, kind?: TServiceKindId): Promise<OrderRow[]> {
  const conditions: SQL[] = [eq(side === 'customer' ? serviceOrders.customerAccountId : serviceOrders.providerAccountId, accountId)];
  if (kind) conditions.push(eq(serviceOrders.kind, kind));
  return db
    .select()
    .from(serviceOrders)
    .where(and(...conditions))
    .orderBy(desc(serviceOrders.updatedAt))
    .limit(500);
}

/** Orders whose provider owes the work past their due time, locked; skipped when another transaction holds them. */
export function lockOrdersPastDue(db: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(serviceOrders)
    .where(and(inArray(serviceOrders.status, [...OWED_ORDER_STATUSES]), lte(serviceOrders.dueAt, now)))
    .orderBy(asc(serviceOrders.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Open orders on a listing (they keep it from being removed). */
export async function countOpenOrders(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.listingId, listingId), inArray(serviceOrders.status, [...OPEN_ORDER_STATUSES])));
  return row?.n ?? 0;
}

/** Stores the due time the rules give after a move. */
export async function setDueAt(db: DbOrTx, id: string, dueAt: Date | null): Promise<OrderRow> {
  const [row] = await db.update(serviceOrders).set({ dueAt }).where(eq(serviceOrders.id, id)).returning();
  if (!row) throw new Error(`order ${id} vanished in its own transaction`);
  return row;
}

/** Sets a provider's days on an order (totalTimeDays or revisedTimeFrame) and records who set what, from what. */
export async function setOrderDaysRow(
  db: DbOrTx,
  row: OrderRow,
  change: { field: 'totalTimeDays' | 'revisedTimeFrame'; days: number; actorId: string; at: Date },
): Promise<OrderRow> {
  const [updated] = await db
    .update(serviceOrders)
    .set({ [change.field]: change.days, updatedAt: change.at })
    .where(eq(serviceOrders.id, row.id))
    .returning();
  if (!updated) throw new Error(`order ${row.id} vanished in its own transaction`);
  await db.insert(serviceOrderEvents).values({
    entityId: row.id,
    actorId: change.actorId,
    actorRelation: 'provider',
    action: ORDER_DAYS_ACTION,
    fromStatus: row.status,
    toStatus: row.status,
    data: { field: change.field, from: row[change.field], to: change.days },
    at: change.at,
  });
  return updated;
}

/**
 * Holds a provider's balances for this transaction: payouts and refunds of their orders read
 * what is held, owed and owed back, then move it, one at a time across all their orders (decision 084).
 */
export async function lockProviderBalances(db: DbOrTx, providerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`provider-balances:${providerId}`}))`);
}

/** Records the payout once: true only for the transaction that set it. */
export async function markPaidOut(db: DbOrTx, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(serviceOrders)
    .set({ paidOutAt: at })
    .where(and(eq(serviceOrders.id, orderId), isNull(serviceOrders.paidOutAt)))
    .returning({ id: serviceOrders.id });
  return rows.length > 0;
}

/** The property a listing order is for: where it is and its size. */
export async function findListingPlace(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      street: listings.street,
      city: listings.city,
      state: listings.state,
      zip: listings.zip,
      country: listings.country,
      sizeSqft: listings.sizeSqft,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

/** A ready private file the provider uploaded (the report or media they deliver). */
export async function findProviderFile(db: DbOrTx, ownerId: string, mediaId: string) {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.ownerId, ownerId), eq(media.status, 'ready'), eq(media.access, 'private')));
  return row;
}

export async function insertReview(db: DbOrTx, values: typeof orderReviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(orderReviews).values(values).onConflictDoNothing({ target: orderReviews.orderId }).returning();
  return row;
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(orderReviews).where(eq(orderReviews.id, id));
  return row;
}

export async function findReviewedOrderIds(db: DbOrTx, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db.select({ orderId: orderReviews.orderId }).from(orderReviews).where(inArray(orderReviews.orderId, orderIds));
  return new Set(rows.map((row) => row.orderId));
}

/** Sets the provider's answer once: undefined when it was answered already. */
export async function answerReview(db: DbOrTx, id: string, answer: string, at: Date): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(orderReviews)
    .set({ answer, answeredAt: at })
    .where(and(eq(orderReviews.id, id), isNull(orderReviews.answer)))
    .returning();
  return row;
}

/** A professional's reviews, newest first, with the orders' kinds. */
export function findReviewsOf(db: DbOrTx, professionalId: string) {
  return db
    .select({ review: orderReviews, kind: serviceOrders.kind })
    .from(orderReviews)
    .innerJoin(serviceOrders, eq(serviceOrders.id, orderReviews.orderId))
    .where(eq(orderReviews.professionalAccountId, professionalId))
    .orderBy(desc(orderReviews.createdAt))
    .limit(200);
}

/** A professional's rating: the mean of their stars, and how many reviews. */
export async function ratingOf(db: DbOrTx, professionalId: string): Promise<{ rating: number | null; count: number }> {
  const [row] = await db
    .select({ rating: avg(orderReviews.stars), n: count() })
    .from(orderReviews)
    .where(eq(orderReviews.professionalAccountId, professionalId));
  return {
    rating: row?.rating === null || row?.rating === undefined ? null : Math.round(Number(row.rating) * 10) / 10,
    count: row?.n ?? 0,
  };
}

/** The first log entry of an order its payment placed: pending, by the customer. */
export async function insertPlacedEvent(db: DbOrTx, row: OrderRow, data: Record<string, unknown>): Promise<void> {
  await db.insert(serviceOrderEvents).values({
    entityId: row.id,
    actorId: row.customerAccountId,
    actorRelation: 'customer',
    action: 'place',
    fromStatus: 'new',
    toStatus: 'pending',
    data,
  });
}

/** A provider's appraisal service for a property size range. */
export async function findAppraisalService(db: DbOrTx, accountId: string, sizeRange: TPropertySizeRangeId) {
  const [row] = await db
    .select()
    .from(appraisalServices)
    .where(and(eq(appraisalServices.accountId, accountId), eq(appraisalServices.sizeRange, sizeRange)));
  return row;
}

/** A provider's inspection services for these items. */
export function findInspectionServices(db: DbOrTx, accountId: string, items: TInspectionItemId[]) {
  return db
    .select()
    .from(inspectionServices)
    .where(and(eq(inspectionServices.accountId, accountId), inArray(inspectionServices.item, items)));
}

/** A provider's media services of these kinds. */
export function findMediaServices(db: DbOrTx, accountId: string, services: TMediaServiceId[]) {
  return db
    .select()
    .from(mediaServices)
    .where(and(eq(mediaServices.accountId, accountId), inArray(mediaServices.service, services)));
}

/** What messaging needs of an order it is about (decision 074): its parties, listing, number and kind. */
export type OrderSubject = {
  id: string;
  orderNumber: number;
  kind: TServiceKindId;
  customerAccountId: string;
  providerAccountId: string;
  listingId: string | null;
};

/** Orders by id, as conversation subjects (the caller checks who may see them). */
export async function orderSubjects(db: DbOrTx, ids: readonly string[]): Promise<Map<string, OrderSubject>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: serviceOrders.id,
      orderNumber: serviceOrders.orderNumber,
      kind: serviceOrders.kind,
      customerAccountId: serviceOrders.customerAccountId,
      providerAccountId: serviceOrders.providerAccountId,
      listingId: serviceOrders.listingId,
    })
    .from(serviceOrders)
    .where(inArray(serviceOrders.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}
