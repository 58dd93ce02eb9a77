import type { ZPayCheckoutRequest, ZTokenPayCheckoutRequest } from '@app/shared/payments/payments.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { ownCard, providerCustomer, saveCard, type KnownPayer } from '../wallet/index';
import {
  findCheckout,
  findPayContext,
  findPaymentByKey,
  insertPendingPayment,
  markChargeAsked,
  VOIDED,
  type CheckoutRow,
  type PaymentRow,
} from './payments.repo';
import { applyChargeOutcome, chargeKey } from './settle.service';

type CardRow = NonNullable<Awaited<ReturnType<typeof ownCard>>>;
export type PayContext = NonNullable<Awaited<ReturnType<typeof findPayContext>>>;

type PayInput = z.output<typeof ZPayCheckoutRequest> | z.output<typeof ZTokenPayCheckoutRequest>;

/**
 * What a pay request answers with. `fresh` when this request completed the payment: its checkout
 * is the one read before, now paid, and it has no refunds yet, so neither is read again.
 */
export type PaidCheckout = { payment: PaymentRow; checkout: CheckoutRow; fresh: boolean; preferredCurrency: string | null };

/**
 * A refused card in the spec's words. A decline (whatever its reason) is final for that attempt:
 * the long message, and the next attempt needs a new key. 'Payment Failed' is kept for an
 * unknown outcome (processor unreachable), which a retry with the same key resumes.
 */
function declineError() {
  return new AppError('PAYMENT_NOT_COMPLETED');
}

/**
 * What a request answers for a payment that is no longer pending. A voided one was never charged
 * (its request stopped before asking, and nobody did for a while): not the card's fault, so
 * 'Payment Failed', and the checkout is free for another attempt.
 */
function settledAnswer(payment: PaymentRow): PaymentRow {
  if (payment.status === 'failed') throw payment.failureCode === VOIDED ? new AppError('PAYMENT_FAILED') : declineError();
  return payment;
}

/**
 * The payer's account, provided the checkout can take a new payment: open, not expired, no other
 * payment pending or through. Saves no card (and starts no wallet payment) for an attempt that
 * would lose the claim anyway; the pending payment's insert decides.
 */
export function payableAccount(context: PayContext): NonNullable<PayContext['account']> {
  const { checkout, account } = context;
  if (checkout.status === 'paid') throw new AppError('CHECKOUT_ALREADY_PAID');
  if (checkout.status !== 'open' || checkout.expiresAt.getTime() <= Date.now()) throw new AppError('CHECKOUT_NOT_OPEN');
  if (context.live) throw new AppError('CHECKOUT_ALREADY_PAID');
  if (!account) throw new AppError('SESSION_EXPIRED');
  return account;
}

/**
 * Creates the pending payment for this attempt (card chosen or newly saved), marked as asking the
 * processor. Its insert claims the checkout (one payment per checkout that is not 'failed', a
 * unique index), so a second attempt with another key is refused before the processor is ever
 * asked to charge. The checks before it come from the one statement that read the context.
 */
async function startPayment(
  deps: AppDeps,
  actor: Pick<AccountActor, 'accountId'>,
  context: PayContext,
  input: PayInput,
  key: string,
): Promise<{ payment: PaymentRow; card?: CardRow; customerRef?: string }> {
  const { checkout } = context;
  const account = payableAccount(context);
  let card: CardRow;
  let customerRef: string | undefined;
  if ('cardId' in input) {
    if (!context.card || context.card.removedAt) throw new AppError('NOT_FOUND');
    card = context.card;
  } else {
    // The customer made (on a first payment) or read here serves the charge too.
    customerRef = await providerCustomer(deps, actor.accountId, { customer: context.customer, account });
    const known: KnownPayer = { customer: { provider: deps.paymentProvider.kind, customerRef }, account };
    card = await saveCard(deps, actor.accountId, input.card, { keep: Boolean(input.saveCard), known });
  }
  const inserted = await insertPendingPayment(deps.database.db, {
    accountId: actor.accountId,
    checkoutId: checkout.id,
    idempotencyKey: key,
    provider: deps.paymentProvider.kind,
    amount: checkout.amount,
    currency: checkout.currency,
    description: checkout.description,
    line: checkout.line,
    productKind: checkout.productKind,
    discountCode: checkout.discountCode,
    discountAmount: checkout.discountAmount,
    cardId: card.id,
    cardBrand: card.brand,
    cardLast4: card.last4,
    billedName: `${account.firstName} ${account.lastName}`.trim(),
    billedEmail: account.email,
  });
  if (inserted) return { payment: inserted, card, customerRef };
  // A concurrent request with the same key got there first: carry on with its payment.
  const twin = await findPaymentByKey(deps.database.db, actor.accountId, key);
  if (!twin) throw new AppError('CHECKOUT_ALREADY_PAID');
  return { payment: twin };
}

/**
 * Pays a checkout (spec: pay with a saved or new card, get a receipt). The idempotency key
 * makes the request safe to repeat: a double click, a network retry or a crash and restart
 * finds the first attempt and never charges twice (the provider gets a key per payment too).
 *
 * However slow the server, a good card is charged, never refused for the time it took: the
 * processor is asked only once the payment is marked as being asked (its insert, or
 * `markChargeAsked` on a retry, which fails once reconciliation has voided it), and
 * reconciliation voids a charge the processor never received only `reconcileAfterMs` after that
 * mark; a charge that lands after a void anyway still completes the payment (settle.service.ts).
 *
 * A first attempt with a saved card makes five round trips besides the session's: the context,
 * the claim, the charge (one with the demo processor) and the capture's transaction (BEGIN, one
 * statement, COMMIT), plus what the product's fulfilment writes. Decision 048.
 */
export async function payCheckout(
  deps: AppDeps,
  actor: Pick<AccountActor, 'accountId'>,
  checkoutId: string,
  input: PayInput,
  key: string,
): Promise<PaidCheckout> {
  const db = deps.database.db;
  const context = await findPayContext(db, {
    checkoutId,
    accountId: actor.accountId,
    idempotencyKey: key,
    cardId: 'cardId' in input ? input.cardId : undefined,
  });
  if (!context) throw new AppError('NOT_FOUND');
  const { checkout } = context;
  const preferredCurrency = context.account?.preferredCurrency ?? null;
  /** The answer from the database's rows, for a payment this request did not complete. */
  const answerFromRows = async (): Promise<PaidCheckout> => {
    const payment = settledAnswer((await findPaymentByKey(db, actor.accountId, key))!);
    return { payment, checkout: (await findCheckout(db, checkout.id)) ?? checkout, fresh: false, preferredCurrency };
  };

  let payment = context.payment;
  if (payment && payment.checkoutId !== checkout.id) throw new AppError('INVALID_INPUT');
  let card: CardRow | undefined;
  let customerRef: string | undefined;
  if (!payment) ({ payment, card, customerRef } = await startPayment(deps, actor, context, input, key));
  if (payment.status !== 'pending') return answerFromRows();

  customerRef ??=
    context.customer?.provider === deps.paymentProvider.kind ? context.customer.customerRef : await providerCustomer(deps, actor.accountId);
  if (!card) {
    // A retry, or a twin's payment: a request may have asked the processor already, and its record decides.
    const earlier = await deps.paymentProvider
      .findCharge({ customerRef, idempotencyKey: chargeKey(payment), since: payment.createdAt })
      .catch((err: unknown) => {
        throw new AppError('PAYMENT_FAILED', { cause: err });
      });
    if (earlier.status !== 'not_found') {
      await applyChargeOutcome(deps, payment, checkout, earlier);
      return answerFromRows();
    }
    card = payment.cardId ? await ownCard(db, actor.accountId, payment.cardId) : undefined;
    if (!card) throw new AppError('PAYMENT_FAILED');
    // From here on reconciliation leaves the payment alone for `reconcileAfterMs`; voided already, nothing is charged.
    if (!(await markChargeAsked(db, payment.id))) return answerFromRows();
  }
  let outcome;
  try {
    outcome = await deps.paymentProvider.charge({
      customerRef,
      cardToken: card.cardToken,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      idempotencyKey: chargeKey(payment),
    });
  } catch (err) {
    // Unknown outcome: the payment stays pending and a retry with the same key resumes it.
    throw new AppError('PAYMENT_FAILED', { cause: err });
  }
  // Fault injection for the crash test (config refuses it outside NODE_ENV=test).
  if (deps.config.payments.crashAfterProviderCharge) process.kill(process.pid, 'SIGKILL');
  const settled = await applyChargeOutcome(deps, payment, checkout, outcome);
  if (outcome.status === 'declined') throw declineError();
  if (!settled) return answerFromRows();
  return {
    payment: settledAnswer(settled),
    checkout: { ...checkout, status: 'paid', paymentId: settled.id, paidAt: settled.updatedAt },
    fresh: true,
    preferredCurrency,
  };
}
