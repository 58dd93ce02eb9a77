import { intlTag } from '@app/shared/constants/locale';
import {
  ADMIN_DISPUTES_PAGE_SIZE,
  type TAdminDisputeDetail,
  type TAdminDisputePage,
  type TAdminDisputeRow,
  type TResolveDispute,
} from '@app/shared/admin/admin-disputes.schema';
import { formatCurrency } from '@app/shared/domain/money';
import {
  canOpenDispute,
  DISPUTE_TRANSITIONS,
  type TDisputeAction,
  type TDisputeRelation,
  type TDisputeStatus,
} from '@app/shared/orders/disputes.schema';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { enqueue } from '../../platform/outbox/outbox';
import { transition, type Machine } from '../../platform/state-machine/transition';
import { findAccountById, mailLocaleOf } from '../accounts/index';
import { refundableAmount, refundPayment } from '../payments/index';
import { disputeView } from './dispute-view';
import { disputeStateTables, findDispute, insertDispute, listDisputes, type DisputeRow } from './disputes.repo';
import { orderDispute, type TDisputeEventKey } from './mail/order-dispute.template';
import { findOrder, findOrderLog, lockOrder, type OrderRow } from './orders.repo';
import { accessOrder, getOrder } from './orders.service';

const DISPUTE_MACHINE = { ...disputeStateTables, rules: DISPUTE_TRANSITIONS } satisfies Machine<
  TDisputeStatus,
  TDisputeAction,
  TDisputeRelation,
  object
>;

/** The refund a resolution decided, run by the outbox once per dispute (its key), retried until the processor answers. */
export const DISPUTE_REFUND_TOPIC = 'orders.dispute-refund';
export const disputeRefundKey = (disputeId: string) => `dispute-refund:${disputeId}`;

/** Mails both parties what happened to the dispute, each in their language, in the caller's transaction. */
async function tellParties(deps: AppDeps, tx: Tx, order: OrderRow, event: TDisputeEventKey, reason: string, refund: number | null) {
  for (const accountId of [order.customerAccountId, order.providerAccountId]) {
    const account = await findAccountById(tx, accountId);
    if (!account) continue;
    const locale = mailLocaleOf(account);
    const link =
      accountId === order.customerAccountId
        ? '/dashboard/orders'
        : `/dashboard/${order.kind === 'media' ? 'professional/services/media' : order.kind}`;
    await enqueueMail(tx, {
      to: account.email,
      locale,
      template: orderDispute,
      data: {
        firstName: account.firstName,
        orderNumber: String(order.orderNumber),
        event,
        amount: refund ? formatCurrency(refund, order.currency, intlTag(locale)) : '',
        reason,
        link: `${deps.config.publicUrl}${link}`,
      },
    });
  }
}

/**
 * POST orders/{id}/disputes: the customer or the provider opens the order's one dispute, with
 * what is wrong, once the provider has accepted it (not on a pending, declined or expired order);
 * both parties are mailed. Anyone else gets 404.
 */
export async function openDispute(deps: AppDeps, actor: AccountActor, orderId: string, reason: string): Promise<TOrder> {
  const db = deps.database.db;
  const { relation } = await accessOrder(db, actor, orderId);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND');
    if (!canOpenDispute(order.status, false)) throw new AppError('DISPUTE_NOT_ALLOWED');
    const opened = await insertDispute(tx, {
      orderId,
      openedByAccountId: actor.accountId,
      openedBy: relation === 'provider' ? 'provider' : 'customer',
      reason,
    });
    if (!opened) throw new AppError('DISPUTE_EXISTS');
    await tellParties(deps, tx, order, 'opened', reason, null);
  });
  deps.outbox.kick();
  return getOrder(deps, actor, orderId);
}

async function person(tx: Parameters<typeof findAccountById>[0], accountId: string | null) {
  const account = accountId ? await findAccountById(tx, accountId) : undefined;
  return { name: account ? `${account.firstName} ${account.lastName}`.trim() : '', email: account?.email ?? '' };
}

async function adminRow(db: AppDeps['database']['db'], dispute: DisputeRow, order: OrderRow): Promise<TAdminDisputeRow> {
  return {
    _id: dispute.id,
    status: dispute.status,
    orderId: order.id,
    orderNumber: order.orderNumber,
    kind: order.kind,
    orderStatus: order.status,
    price: { amount: order.priceMinor, currency: order.currency },
    openedBy: dispute.openedBy as TAdminDisputeRow['openedBy'],
    opener: await person(db, dispute.openedByAccountId),
    reason: dispute.reason,
    openedAt: dispute.createdAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

/** GET admin/disputes: the queue (open, oldest first) or the resolved ones (newest first). */
export async function disputeQueue(deps: AppDeps, state: 'open' | 'resolved', page: number): Promise<TAdminDisputePage> {
  const db = deps.database.db;
  const { rows, total } = await listDisputes(db, state, page);
  return {
    disputes: await Promise.all(rows.map(({ dispute, order }) => adminRow(db, dispute, order))),
    page,
    pageSize: ADMIN_DISPUTES_PAGE_SIZE,
    total,
  };
}

/** GET admin/disputes/{id}: the dispute, both parties, the order's log and what is left to refund. */
export async function disputeForAdmin(deps: AppDeps, id: string): Promise<TAdminDisputeDetail> {
  const db = deps.database.db;
  const dispute = await findDispute(db, id);
  const order = dispute ? await findOrder(db, dispute.orderId) : undefined;
  if (!dispute || !order) throw new AppError('NOT_FOUND');
  const [row, customer, provider, log, refundable, resolver] = await Promise.all([
    adminRow(db, dispute, order),
    person(db, order.customerAccountId),
    person(db, order.providerAccountId),
    findOrderLog(db, order.id),
    refundableAmount(db, order.paymentId),
    person(db, dispute.resolvedByAccountId),
  ]);
  const view = disputeView(dispute, order.currency);
  return {
    ...row,
    customer,
    provider,
    paymentId: order.paymentId,
    refundable: { amount: refundable, currency: order.currency },
    log: log.map((entry) => ({
      date: entry.at.toISOString(),
      status: entry.toStatus as TOrder['status'],
      reason: entry.reason,
      actor: entry.actorRelation,
    })),
    resolution: view.resolution ? { ...view.resolution, byEmail: resolver.email || null } : null,
  };
}

/**
 * POST admin/disputes/{id}/resolve: with a refund (at most what the payment has left) or without,
 * and why. One transaction: the dispute's move and its log entry (a second resolve gets 409), the
 * audit entry, both parties' mails and the refund queued; the refund then runs through the payments
 * module once per dispute (key `dispute-refund:{id}`), logged as the resolving admin's.
 */
export async function resolveDispute(deps: AppDeps, admin: AccountActor, id: string, input: TResolveDispute): Promise<TAdminDisputeDetail> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const dispute = await findDispute(tx, id);
    const order = dispute ? await lockOrder(tx, dispute.orderId) : undefined;
    if (!dispute || !order) throw new AppError('NOT_FOUND');
    if (input.refund > 0 && input.refund > (await refundableAmount(tx, order.paymentId))) throw new AppError('REFUND_EXCEEDS_PAYMENT');
    const to = input.refund > 0 ? 'resolved-refund' : 'resolved-no-refund';
    const now = new Date();
    await transition(tx, DISPUTE_MACHINE, {
      id,
      from: { status: dispute.status },
      action: 'resolve',
      to,
      actor: { id: admin.accountId, relation: 'admin' },
      reason: input.why,
      data: input.refund > 0 ? { refund: input.refund, currency: order.currency } : {},
      set: {
        refundMinor: input.refund > 0 ? input.refund : null,
        resolutionReason: input.why,
        resolvedByAccountId: admin.accountId,
        resolvedAt: now,
        updatedAt: now,
      },
    });
    await recordAdminAction(tx, admin, {
      action: 'dispute.resolve',
      targetKind: 'order',
      targetId: order.id,
      targetLabel: `#${order.orderNumber}`,
      reason: input.why,
      data: { refund: input.refund, currency: order.currency },
    });
    await tellParties(deps, tx, order, to, input.why, input.refund > 0 ? input.refund : null);
    if (input.refund > 0) await enqueue(tx, DISPUTE_REFUND_TOPIC, { disputeId: id, adminId: admin.accountId, adminEmail: admin.email });
  });
  deps.outbox.kick();
  return disputeForAdmin(deps, id);
}

/** Registers the dispute mail and the refund a resolution queued. */
export function registerDisputeEffects(deps: AppDeps): void {
  deps.mail.register(orderDispute);
  deps.outbox.register(DISPUTE_REFUND_TOPIC, async (payload) => {
    const { disputeId, adminId, adminEmail } = z.object({ disputeId: z.uuid(), adminId: z.uuid(), adminEmail: z.string() }).parse(payload);
    const dispute = await findDispute(deps.database.db, disputeId);
    const order = dispute ? await findOrder(deps.database.db, dispute.orderId) : undefined;
    if (!dispute?.refundMinor || !order) return;
    await refundPayment(deps, {
      paymentId: order.paymentId,
      amount: dispute.refundMinor,
      reason: `Dispute on order #${order.orderNumber}: ${dispute.resolutionReason ?? ''}`.trim(),
      idempotencyKey: disputeRefundKey(disputeId),
      requestedBy: adminId,
      admin: { accountId: adminId, email: adminEmail },
    });
  });
}
