import { orderOfProduct } from '@app/shared/orders/orders.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import type { TProductRef } from '@app/shared/payments/payments.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import type { ProductHandler } from '../payments/index';
import { orderMoveEffects } from './order-effects';
import { ORDERS_HELD_ACCOUNT, orderRefundSources } from './order-ledger';
import { priceOrder } from './order-pricing';
import { findOrderLog, insertOrder, insertPlacedEvent, setDueAt } from './orders.repo';
import { dueAtOf } from './orders.service';

const LINE_KEYS = { appraisal: 'serviceOrderAppraisal', inspection: 'serviceOrderInspection', media: 'serviceOrderMedia' } as const;

/** The order a checkout names, or the spec's message for what is missing. */
function orderOf(product: TProductRef) {
  const parsed = orderOfProduct(product);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => issue.message);
  if (messages.includes(MESSAGES.selectAtLeastOneItem)) throw new AppError('SELECT_AT_LEAST_ONE_ITEM');
  if (messages.includes(MESSAGES.appraisalTypeRequired)) throw new AppError('APPRAISAL_TYPE_REQUIRED');
  throw new AppError('INVALID_INPUT');
}

/**
 * A service order as a product of the wallet's checkout (decision 071): priced from the provider's
 * services; paying it places the order, pending, with its first log entry. The money waits in
 * deposits-held:orders until the order ends (refund or payout); a refund after the payout takes
 * back from the fee and the provider (decision 084).
 */
export function serviceOrderProduct(deps: AppDeps): ProductHandler {
  return {
    async quote(_deps, actor, product) {
      const priced = await priceOrder(deps.database.db, actor.accountId, orderOf(product));
      const postalCode = priced.address.postalCode;
      return {
        description: `${priced.kind} order for ${postalCode}`,
        line: { key: LINE_KEYS[priced.kind], params: { postalCode } },
        amount: priced.price,
        currency: priced.currency,
        creditAccount: ORDERS_HELD_ACCOUNT,
      };
    },
    async fulfil(tx: Tx, context) {
      const priced = await priceOrder(tx, context.accountId, orderOf(context.product));
      const row = await insertOrder(tx, {
        kind: priced.kind,
        customerAccountId: context.accountId,
        providerAccountId: priced.providerAccountId,
        listingId: priced.listingId,
        address: priced.address,
        appraisalType: priced.appraisalType,
        sizeRange: priced.sizeRange,
        lines: priced.lines,
        // What was charged, as priced when the checkout opened.
        priceMinor: context.amount,
        currency: priced.currency,
        paymentId: context.paymentId,
        status: 'pending',
      });
      if (!row) return; // this payment placed its order already
      await insertPlacedEvent(tx, row, { paymentId: context.paymentId, checkoutId: context.checkoutId });
      const placed = await setDueAt(tx, row.id, dueAtOf(row, await findOrderLog(tx, row.id)));
      await orderMoveEffects(deps, tx, placed, { key: 'place', from: 'pending' });
    },
    refundSources: orderRefundSources,
  };
}
