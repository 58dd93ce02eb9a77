import { orderDueAt, orderTimeRemainingMs } from '@app/shared/orders/order-due';
import { orderRefundAmount } from '@app/shared/orders/order-money';
import {
  ORDER_TRANSITIONS,
  OWED_ORDER_STATUSES,
  orderActionFor,
  orderActionsFor,
  PAST_DUE_REASON,
  type TOrderAction,
  type TOrderRelation,
} from '@app/shared/orders/order-transitions';
import type { TStagedPhoto } from '@app/shared/orders/media-delivery.schema';
import { ORDER_DAYS_FIELD, type TOrder, type TOrderUpdate } from '@app/shared/orders/orders.schema';
import { CLOSED_ORDER_STATUSES, type TServiceKindId } from '@app/shared/reference/orders';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx, Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { transition, type Machine } from '../../platform/state-machine/transition';
import { findAccountById } from '../accounts/index';
import { stagedPhotosOf } from '../media/index';
import { disputeView } from './dispute-view';
import { findDisputesOfOrders, type DisputeRow } from './disputes.repo';
import { applyMediaDelivery } from './media-delivery-effects';
import { mailOrderParties, orderMoveEffects } from './order-effects';
import {
  findOrder,
  findOrderLog,
  findOrderLogs,
  findOrdersOf,
  findProviderFile,
  findReviewedOrderIds,
  lockOrder,
  orderStateOf,
  orderStateTables,
  setDueAt,
  setOrderDaysRow,
  type OrderEventRow,
  type OrderRow,
} from './orders.repo';

export const ORDER_MACHINE = { ...orderStateTables, rules: ORDER_TRANSITIONS } satisfies Machine<
  OrderRow['status'],
  TOrderAction,
  TOrderRelation,
  { kind: TServiceKindId }
>;
export const ORDER_SYSTEM = { id: null, relation: 'system' as const };

/** How an account stands to an order. */
export function relationTo(row: OrderRow, accountId: string): TOrderRelation {
  if (row.customerAccountId === accountId) return 'customer';
  if (row.providerAccountId === accountId) return 'provider';
  return 'other';
}

/** An order for its two parties only: 404 to anyone else (not even confirmed to exist). */
export async function accessOrder(db: DbOrTx, actor: AccountActor, id: string) {
  const row = await findOrder(db, id);
  const relation = row ? relationTo(row, actor.accountId) : 'other';
  if (!row || relation === 'other') throw new AppError('NOT_FOUND');
  return { row, relation };
}

/** The due time as the rules give it, from the order and its log. */
export function dueAtOf(row: OrderRow, log: readonly { at: Date }[]): Date | null {
  return orderDueAt({ ...row, log, totalTimeDays: row.totalTimeDays, revisedTimeFrame: row.revisedTimeFrame });
}

async function partyOf(db: DbOrTx, accountId: string) {
  const account = await findAccountById(db, accountId);
  return { _id: accountId, name: { firstName: account?.firstName ?? '', lastName: account?.lastName ?? '' } };
}

const ACTORS = { customer: 'customer', provider: 'provider', system: 'system' } as const;

/** An order as one of its parties reads it. */
export async function orderView(
  db: DbOrTx,
  row: OrderRow,
  log: OrderEventRow[],
  relation: TOrderRelation,
  reviewed: boolean,
  now = new Date(),
  dispute?: DisputeRow,
  stagedPhotos: readonly TStagedPhoto[] = [],
): Promise<TOrder> {
  const due = row.dueAt;
  const cancellable = orderActionsFor(relation, orderStateOf(row)).includes('cancel');
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    serviceType: row.kind,
    appraisalService: row.kind === 'appraisal',
    inspectionService: row.kind === 'inspection',
    mediaService: row.kind === 'media',
    status: row.status,
    date: row.createdAt.toISOString(),
    price: { amount: row.priceMinor, currency: row.currency },
    services: row.lines,
    appraisalType: row.appraisalType,
    sizeRange: row.sizeRange as TOrder['sizeRange'],
    totalTimeDays: row.totalTimeDays,
    revisedTimeFrame: row.revisedTimeFrame,
    leadTime: row.lines.filter((line) => line.status === 'accepted').reduce((sum, line) => sum + line.days, 0),
    propertyId: row.listingId,
    address: row.address,
    buyer: await partyOf(db, row.customerAccountId),
    professional: await partyOf(db, row.providerAccountId),
    log: log.map((entry) => ({
      date: entry.at.toISOString(),
      status: entry.toStatus as TOrder['status'],
      reason: entry.reason,
      actor: ACTORS[entry.actorRelation as keyof typeof ACTORS] ?? 'system',
    })),
    dueDate: due ? due.toISOString() : null,
    timeRemainingMs: orderTimeRemainingMs(due, now),
    hasFile: row.fileMediaId !== null,
    actions: orderActionsFor(relation, orderStateOf(row)),
    cancelRefund: cancellable ? { amount: orderRefundAmount(row.priceMinor, row.status, 'cancelled'), currency: row.currency } : null,
    reviewed,
    dispute: dispute ? disputeView(dispute, row.currency) : null,
    translation: row.translation,
    ...(stagedPhotos.length > 0 ? { stagedPhotos: [...stagedPhotos] } : {}),
  };
}

/** One order, for its parties. */
export async function getOrder(deps: AppDeps, actor: AccountActor, id: string): Promise<TOrder> {
  const db = deps.database.db;
  const { row, relation } = await accessOrder(db, actor, id);
  const [reviewed, disputes, staged] = await Promise.all([
    findReviewedOrderIds(db, [row.id]),
    findDisputesOfOrders(db, [row.id]),
    stagedPhotosOf(deps, [row.id]),
  ]);
  const log = await findOrderLog(db, row.id);
  return orderView(db, row, log, relation, reviewed.has(row.id), new Date(), disputes.get(row.id), staged.get(row.id));
}

const TABS = {
  completed: (row: OrderRow) => row.status === 'completed',
  closed: (row: OrderRow) => (CLOSED_ORDER_STATUSES as readonly string[]).includes(row.status),
  active: (row: OrderRow) => row.status !== 'completed' && !(CLOSED_ORDER_STATUSES as readonly string[]).includes(row.status),
} as const;

/**
 * One side's orders (spec: GET buyer/{id} and seller/{id}): only the signed-in account's own,
 * so another id is refused; a tab (Active, Completed, Closed) narrows them.
 */
export async function listOrders(
  deps: AppDeps,
  actor: AccountActor,
  side: 'customer' | 'provider',
  input: { accountId?: string; kind?: TServiceKindId; tab?: keyof typeof TABS },
): Promise<TOrder[]> {
  if (input.accountId !== undefined && input.accountId !== actor.accountId) throw new AppError('FORBIDDEN');
  const db = deps.database.db;
  const rows = (await findOrdersOf(db, side, actor.accountId, input.kind)).filter((row) => !input.tab || TABS[input.tab](row));
  const ids = rows.map((row) => row.id);
  const [logs, reviewed, disputes, staged] = await Promise.all([
    findOrderLogs(db, ids),
    findReviewedOrderIds(db, ids),
    findDisputesOfOrders(db, ids),
    stagedPhotosOf(deps, ids),
  ]);
  const now = new Date();
  return Promise.all(
    rows.map((row) =>
      orderView(db, row, logs.get(row.id) ?? [], side, reviewed.has(row.id), now, disputes.get(row.id), staged.get(row.id)),
    ),
  );
}

/**
 * Applies one move inside the caller's transaction: the transition (its log entry and event), the
 * due time recomputed from the log, and the move's effects (mails, refund, payout).
 */
export async function applyOrderMove(
  deps: AppDeps,
  tx: Tx,
  row: OrderRow,
  move: { action: TOrderAction; actor: { id: string | null; relation: TOrderRelation }; reason?: string | null; fileMediaId?: string },
): Promise<OrderRow> {
  const now = new Date();
  const moved = await transition(tx, ORDER_MACHINE, {
    id: row.id,
    from: orderStateOf(row),
    action: move.action,
    actor: move.actor,
    reason: move.reason ?? null,
    set: { updatedAt: now, ...(move.fileMediaId ? { fileMediaId: move.fileMediaId } : {}) },
  });
  if (!moved) throw new Error('an order is never removed');
  const dueAt = dueAtOf(moved, await findOrderLog(tx, row.id));
  const withDue = await setDueAt(tx, row.id, dueAt);
  await orderMoveEffects(deps, tx, withDue, { key: move.action, from: row.status, reason: move.reason ?? null });
  await applyMediaDelivery(deps, tx, withDue);
  return withDue;
}

/** Moves that need the delivered file: an appraisal upload submits, an inspection or media upload or delivery. */
const FILE_MOVES: readonly TOrderAction[] = ['submit', 'upload'];

/**
 * PATCH an order (spec: body logEntry, plus the file for providers): the status asked for names
 * the move; only the order's parties move it, each as the table allows ('Error Updating Order' when
 * the move is not theirs or no longer possible). The reply is the updated order.
 */
export async function updateOrder(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  update: TOrderUpdate,
  kind?: TServiceKindId,
): Promise<TOrder> {
  const db = deps.database.db;
  const { row: seen, relation } = await accessOrder(db, actor, id);
  if (kind && seen.kind !== kind) throw new AppError('NOT_FOUND');
  const action = orderActionFor(seen.kind, update.logEntry.status, seen.status);
  if (!action) throw new AppError('ERROR_UPDATING_ORDER');
  if (update.logEntry.reason === PAST_DUE_REASON && action !== 'cancel') throw new AppError('ERROR_UPDATING_ORDER');
  const delivered = seen.fileMediaId || seen.translation || (action === 'deliver' && (await stagedPhotosOf(deps, [id])).size > 0);
  const needsFile = FILE_MOVES.includes(action) || (action === 'deliver' && !delivered);
  if (needsFile && !update.fileId) throw new AppError('FILE_COULD_NOT_UPLOAD');
  if (update.fileId && !(await findProviderFile(db, seen.providerAccountId, update.fileId))) throw new AppError('FILE_COULD_NOT_UPLOAD');
  if (update.fileId && relation !== 'provider') throw new AppError('ERROR_UPDATING_ORDER');
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row || row.status !== seen.status) throw new AppError('ERROR_UPDATING_ORDER');
    try {
      await applyOrderMove(deps, tx, row, {
        action,
        actor: { id: actor.accountId, relation },
        reason: update.logEntry.reason ?? null,
        ...(update.fileId ? { fileMediaId: update.fileId } : {}),
      });
    } catch (error) {
      if (error instanceof AppError && ['ACTION_NOT_AVAILABLE', 'STATE_CHANGED'].includes(error.code))
        throw new AppError('ERROR_UPDATING_ORDER');
      throw error;
    }
  });
  deps.outbox.kick();
  return getOrder(deps, actor, id);
}

const owes = (status: OrderRow['status']) => (OWED_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The provider sets the days an inspection (totalTimeDays) or media order (revisedTimeFrame) takes
 * while they still owe the work (decision 074): in one transaction the order changes, an event
 * records it, the due time is recomputed from the log (the expiry job reads it) and both parties
 * are mailed. The same days again change nothing. Not the provider's, or the work no longer owed:
 * 'Error Updating Order'; another kind's order or not a party: 404.
 */
export async function setOrderDays(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  kind: keyof typeof ORDER_DAYS_FIELD,
  days: number,
): Promise<TOrder> {
  const db = deps.database.db;
  const { row: seen, relation } = await accessOrder(db, actor, id);
  if (seen.kind !== kind) throw new AppError('NOT_FOUND');
  if (relation !== 'provider' || !owes(seen.status)) throw new AppError('ERROR_UPDATING_ORDER');
  const field = ORDER_DAYS_FIELD[kind];
  const changed = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    if (!row || !owes(row.status)) throw new AppError('ERROR_UPDATING_ORDER');
    if (row[field] === days) return false;
    const updated = await setOrderDaysRow(tx, row, { field, days, actorId: actor.accountId, at: new Date() });
    const withDue = await setDueAt(tx, id, dueAtOf(updated, await findOrderLog(tx, id)));
    await mailOrderParties(deps, tx, withDue, 'days');
    return true;
  });
  if (changed) deps.outbox.kick();
  return getOrder(deps, actor, id);
}
