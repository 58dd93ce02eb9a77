import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Job } from '../../platform/jobs/jobs';
import { processorCustomer } from '../wallet/index';
import { refreshApproval } from './approval-pay.service';
import { applyChargeOutcome, chargeKey } from './settle.service';
import {
  findCheckout,
  findRecentlyVoidedPayments,
  findStalePendingPayments,
  VOIDED,
  voidQuietPayment,
  type PaymentRow,
} from './payments.repo';

export { VOIDED } from './payments.repo';
export { chargeKey } from './settle.service';

/**
 * How long a voided payment whose charge was asked for is still looked up at the processor. A
 * charge reaches the processor after the void only while the request that asked for it is still
 * waiting for its answer (a slow processor, a stalled server); that request completes the payment
 * itself, unless it dies first. Then the next run finds the capture, completes the payment or
 * refunds the charge, and both ledgers agree (decision 048). Far longer than any charge call.
 */
export const LATE_CAPTURE_WINDOW_MS = 15 * 60_000;

/**
 * Settles a pending payment from the processor's record of its charge: captured completes it
 * (receipt, ledger, fulfilment), declined fails it; a charge the processor never received voids
 * it once nobody has asked for it for `reconcileAfterMs` by the database's clock (since the last
 * request asked the processor, or the payment's start when none did): until then a request may
 * still be asking, however slow the server. A charge not final yet (the processor throws) leaves
 * it pending for the next run; one that reaches the processor after the void completes the
 * payment anyway (settle.service.ts): its request does so, or, when it died, a later run that
 * looks the voided payment up again.
 */
export async function reconcilePayment(deps: AppDeps, payment: PaymentRow): Promise<void> {
  const db = deps.database.db;
  const voided = payment.status === 'failed' && payment.failureCode === VOIDED;
  if ((payment.status !== 'pending' && !voided) || payment.provider !== deps.paymentProvider.kind || !payment.checkoutId) return;
  // A wallet payment waiting for its payer: the processor's intent says where it stands.
  if (payment.status === 'pending' && payment.providerIntentId) return refreshApproval(deps, payment);
  const checkout = await findCheckout(db, payment.checkoutId);
  const customer = payment.accountId ? await processorCustomer(db, payment.accountId) : undefined;
  if (!checkout) return;
  const outcome =
    customer && customer.provider === payment.provider
      ? await deps.paymentProvider.findCharge({
          customerRef: customer.customerRef,
          idempotencyKey: chargeKey(payment),
          since: payment.createdAt,
        })
      : ({ status: 'not_found' } as const);
  if (voided) {
    // A capture that came after the void completes the payment, or is refunded (settle.service.ts).
    if (outcome.status === 'succeeded') await applyChargeOutcome(deps, payment, checkout, outcome);
    return;
  }
  if (outcome.status !== 'not_found') {
    await applyChargeOutcome(deps, payment, checkout, outcome);
    return;
  }
  await voidQuietPayment(db, payment.id, deps.config.payments.reconcileAfterMs);
}

/**
 * Every half minute or so: payments still pending after `reconcileAfterMs` (their request crashed
 * or lost the processor's answer) are settled or voided, so none stays pending with its checkout
 * claimed; payments voided within `LATE_CAPTURE_WINDOW_MS` are looked up again for a late capture. The processor is asked after the job's lock is released (no transaction held across a
 * network call); reconciling is safe to repeat. One payment's trouble does not stop the others.
 */
export function paymentReconciliationJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  const { reconcileAfterMs } = deps.config.payments;
  return {
    name: 'payment-reconciliation',
    everyMs: Math.min(30_000, Math.max(1_000, reconcileAfterMs / 2)),
    async run(tx) {
      const stale = [
        ...(await findStalePendingPayments(tx, new Date(Date.now() - reconcileAfterMs), 100)),
        ...(await findRecentlyVoidedPayments(tx, LATE_CAPTURE_WINDOW_MS, 100)),
      ];
      return async () => {
        for (const payment of stale) {
          try {
            await reconcilePayment(deps, payment);
          } catch (err) {
            log.warn({ err, paymentId: payment.id }, 'payment reconciliation: the processor could not say; next run retries');
          }
        }
      };
    },
  };
}
