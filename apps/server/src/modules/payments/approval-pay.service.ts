import { APPROVAL_WINDOW_MS, methodTakes, type TApprovalMethod } from '@app/shared/payments/payment-methods';
import type { TPaymentProgress } from '@app/shared/payments/payments.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import type { ApprovalState, ChargeOutcome } from '../../platform/payments/payment-provider';
import { providerCustomer } from '../wallet/index';
import { payableAccount } from './pay.service';
import { toCheckout, toPayment } from './payment-views';
import {
  findCheckout,
  findPayContext,
  findPayment,
  findPaymentByKey,
  insertPendingPayment,
  markChargeAsked,
  recordApprovalAction,
  type PaymentRow,
} from './payments.repo';
import { receiptFor } from './payments.service';
import { applyChargeOutcome, chargeKey } from './settle.service';

/** Where the wallet sends the payer back: the checkout page, which follows this payment. */
function returnUrl(deps: AppDeps, payment: PaymentRow): string {
  return `${deps.config.publicUrl}/checkout/${encodeURIComponent(payment.checkoutId ?? '')}?payment=${encodeURIComponent(payment.id)}`;
}

/** When an unapproved wallet payment is cancelled and its checkout is free again. */
function approveBy(payment: PaymentRow): Date {
  return new Date(payment.createdAt.getTime() + APPROVAL_WINDOW_MS);
}

/**
 * Records a final state of the processor's intent on our payment: a capture completes it
 * (receipt, ledger, fulfilment) and a refusal or cancellation fails it, through the one path card
 * payments settle by (settle.service.ts), so however many notices arrive (the return page's
 * look, the webhook or the demo confirmation's notice, reconciliation) it settles once.
 */
async function applyFinal(deps: AppDeps, payment: PaymentRow, outcome: ChargeOutcome): Promise<void> {
  const checkout = payment.checkoutId ? await findCheckout(deps.database.db, payment.checkoutId) : undefined;
  if (checkout) await applyChargeOutcome(deps, payment, checkout, outcome);
}

/**
 * Asks the processor where a pending wallet payment stands and settles it when final; one whose
 * approval window is over is cancelled there first (an approval that won that race completes
 * it). A processor that cannot say leaves it pending for the next look.
 */
export async function refreshApproval(deps: AppDeps, payment: PaymentRow): Promise<void> {
  if (payment.status !== 'pending' || payment.method === 'card' || !payment.providerIntentId) return;
  if (payment.provider !== deps.paymentProvider.kind) return;
  let state: ApprovalState = await deps.paymentProvider.approvalState(payment.providerIntentId);
  if (state.status === 'requires_action' && approveBy(payment).getTime() <= Date.now()) {
    state = await deps.paymentProvider.cancelApproval(payment.providerIntentId);
  }
  if (state.status !== 'requires_action') await applyFinal(deps, payment, state);
}

/** A payment and its checkout as the payer follows them: what to do next, or the receipt. */
async function progressOf(deps: AppDeps, actor: AccountActor, paymentId: string): Promise<TPaymentProgress> {
  const db = deps.database.db;
  const payment = await findPayment(db, paymentId);
  const checkout = payment?.checkoutId ? await findCheckout(db, payment.checkoutId) : undefined;
  if (!payment || !checkout || payment.accountId !== actor.accountId) throw new AppError('NOT_FOUND');
  const waiting = payment.status === 'pending' && payment.method !== 'card';
  return {
    payment: toPayment(payment),
    next: waiting ? payment.nextAction : null,
    approveBy: waiting ? approveBy(payment).toISOString() : null,
    receipt: payment.receiptNumber ? await receiptFor(deps, actor, payment) : null,
    checkout: toCheckout(checkout),
  };
}

/** The pending wallet payment this key claimed the checkout with (made now, or by an earlier try). */
async function claimCheckout(
  deps: AppDeps,
  actor: AccountActor,
  checkoutId: string,
  method: TApprovalMethod,
  key: string,
): Promise<{ payment: PaymentRow; customerRef?: string }> {
  const db = deps.database.db;
  const context = await findPayContext(db, { checkoutId, accountId: actor.accountId, idempotencyKey: key });
  if (!context) throw new AppError('NOT_FOUND');
  const { checkout } = context;
  if (context.payment) {
    // The same key again: only for the same checkout and the same way to pay.
    if (context.payment.checkoutId !== checkout.id || context.payment.method !== method) throw new AppError('INVALID_INPUT');
    return { payment: context.payment };
  }
  const account = payableAccount(context);
  if (!methodTakes(method, checkout.currency)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const customerRef = await providerCustomer(deps, actor.accountId, { customer: context.customer, account });
  const inserted = await insertPendingPayment(db, {
    accountId: actor.accountId,
    checkoutId: checkout.id,
    idempotencyKey: key,
    provider: deps.paymentProvider.kind,
    method,
    amount: checkout.amount,
    currency: checkout.currency,
    description: checkout.description,
    line: checkout.line,
    productKind: checkout.productKind,
    discountCode: checkout.discountCode,
    discountAmount: checkout.discountAmount,
    billedName: `${account.firstName} ${account.lastName}`.trim(),
    billedEmail: account.email,
  });
  if (inserted) return { payment: inserted, customerRef };
  // A concurrent request with the same key got there first: carry on with its payment.
  const twin = await findPaymentByKey(db, actor.accountId, key);
  if (!twin) throw new AppError('CHECKOUT_ALREADY_PAID');
  return { payment: twin };
}

/**
 * Starts paying a checkout with a wallet the payer approves on its own page (Alipay, PayPal) or
 * by scanning a code (WeChat Pay). The payment stays pending, its checkout claimed, until the
 * processor says the payer approved (then it completes once, like a card payment) or not, or
 * the approval window ends. The Idempotency-Key makes the request safe to repeat: a repeat gets
 * the same payment and the same next action, never a second intent.
 */
export async function startApprovalPayment(
  deps: AppDeps,
  actor: AccountActor,
  checkoutId: string,
  method: TApprovalMethod,
  key: string,
): Promise<TPaymentProgress> {
  const db = deps.database.db;
  const claimed = await claimCheckout(deps, actor, checkoutId, method, key);
  let payment = claimed.payment;
  if (payment.status === 'pending' && !payment.nextAction) {
    // A retry of a request that never heard back: it may be asking the processor this moment.
    if (!claimed.customerRef && !(await markChargeAsked(db, payment.id))) return progressOf(deps, actor, payment.id);
    const customerRef = claimed.customerRef ?? (await providerCustomer(deps, actor.accountId));
    let state: ApprovalState;
    try {
      state = await deps.paymentProvider.startApproval({
        method,
        customerRef,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        idempotencyKey: chargeKey(payment),
        returnUrl: returnUrl(deps, payment),
      });
    } catch (err) {
      // Unknown outcome: the payment stays pending and a retry with the same key resumes it.
      throw new AppError('PAYMENT_FAILED', { cause: err });
    }
    if (state.status === 'requires_action') {
      const recorded = await recordApprovalAction(db, payment.id, { intentId: state.intentId, next: state.next });
      // Cancelled meanwhile (the payer chose another way): nobody may approve this intent any more.
      if (!recorded) await deps.paymentProvider.cancelApproval(state.intentId).catch(() => undefined);
      else payment = recorded;
    } else {
      await applyFinal(deps, payment, state);
    }
  }
  return progressOf(deps, actor, payment.id);
}

/** GET /payments/{id}/progress: a wallet payment still waiting is looked up at the processor first. */
export async function paymentProgress(deps: AppDeps, actor: AccountActor, paymentId: string): Promise<TPaymentProgress> {
  const payment = await findPayment(deps.database.db, paymentId);
  if (!payment || payment.accountId !== actor.accountId) throw new AppError('NOT_FOUND');
  // The processor out of reach: the payer sees it still waiting, and asks again.
  await refreshApproval(deps, payment).catch(() => undefined);
  return progressOf(deps, actor, paymentId);
}

/**
 * The payer gives up on a wallet payment (to pay another way): cancelled at the processor, the
 * payment fails and the checkout is free again. An approval that came first completes it instead.
 */
export async function cancelApprovalPayment(deps: AppDeps, actor: AccountActor, paymentId: string): Promise<TPaymentProgress> {
  const db = deps.database.db;
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.accountId !== actor.accountId) throw new AppError('NOT_FOUND');
  if (payment.status === 'pending' && payment.method !== 'card') {
    const outcome: ChargeOutcome = payment.providerIntentId
      ? await deps.paymentProvider.cancelApproval(payment.providerIntentId).catch((err: unknown) => {
          throw new AppError('PAYMENT_FAILED', { cause: err });
        })
      : { status: 'declined', chargeId: null, reason: 'canceled' };
    await applyFinal(deps, payment, outcome);
  }
  return progressOf(deps, actor, paymentId);
}
