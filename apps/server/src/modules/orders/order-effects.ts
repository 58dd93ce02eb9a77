import { orderProviderGross, orderRefundAmount } from '@app/shared/orders/order-money';
import type { TOrderStatusId } from '@app/shared/reference/orders';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { enqueue } from '../../platform/outbox/outbox';
import { findAccountById, mailLocaleOf } from '../accounts/index';
import { refundPayment } from '../payments/index';
import { orderMoved, type TOrderMoveKey } from './mail/order-moved.template';
import { payProvider } from './order-ledger';
import { findOrder, type OrderRow } from './orders.repo';

/** Refunds what an ended order gives back, once per order, whatever retries or races. */
export const ORDER_REFUND_TOPIC = 'orders.refund';
export const orderRefundKey = (orderId: string) => `order-refund:${orderId}`;

/** Mails both parties of an order what just happened to it, each in their language, in the change's transaction. */
export async function mailOrderParties(deps: AppDeps, tx: Tx, row: OrderRow, key: TOrderMoveKey, reason: string | null = null) {
  for (const accountId of [row.customerAccountId, row.providerAccountId]) {
    const account = await findAccountById(tx, accountId);
    if (!account) continue;
    const link =
      accountId === row.customerAccountId
        ? '/dashboard/orders'
        : `/dashboard/${row.kind === 'media' ? 'professional/services/media' : row.kind}`;
    await enqueueMail(tx, {
      to: account.email,
      locale: mailLocaleOf(account),
      template: orderMoved,
      data: {
        firstName: account.firstName,
        orderNumber: String(row.orderNumber),
        move: key,
        reason: reason ?? '',
        link: `${deps.config.publicUrl}${link}`,
      },
    });
  }
}

/**
 * The side effects of one order move, in its transaction: a mail to both parties in their
 * language, and the money of an order that ended (the refund queued, the payout written).
 * Call `deps.outbox.kick()` after the commit.
 */
export async function orderMoveEffects(
  deps: AppDeps,
  tx: Tx,
  row: OrderRow,
  move: { key: TOrderMoveKey; from: TOrderStatusId; reason?: string | null },
): Promise<void> {
  await mailOrderParties(deps, tx, row, move.key, move.reason ?? null);
  if (orderRefundAmount(row.priceMinor, move.from, row.status) > 0)
    await enqueue(tx, ORDER_REFUND_TOPIC, { orderId: row.id, from: move.from });
  await payProvider(tx, row, orderProviderGross(row.priceMinor, move.from, row.status));
}

/** Registers the order mail and the refund of ended orders (through the ledger, keyed by the order). */
export function registerOrderEffects(deps: AppDeps): void {
  deps.mail.register(orderMoved);
  deps.outbox.register(ORDER_REFUND_TOPIC, async (payload) => {
    const { orderId, from } = z.object({ orderId: z.uuid(), from: z.string() }).parse(payload);
    const row = await findOrder(deps.database.db, orderId);
    if (!row) return;
    const amount = orderRefundAmount(row.priceMinor, from as TOrderStatusId, row.status);
    if (amount <= 0) return;
    await refundPayment(deps, {
      paymentId: row.paymentId,
      amount,
      reason: `Order ${row.orderNumber} ${row.status}`,
      idempotencyKey: orderRefundKey(orderId),
    });
  });
}
