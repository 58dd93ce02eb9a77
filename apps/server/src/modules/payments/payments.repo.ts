import { and, desc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TNextAction } from '@app/shared/payments/payments.schema';
import type { DbOrTx } from '../../db/client';
import { accounts, checkouts, paymentCards, paymentCustomers, payments, refunds } from '../../db/schema/index';
import { assertBalanced, type LedgerLine } from './ledger.repo';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Stores a priced checkout. */
export async function insertCheckout(db: DbOrTx, values: typeof checkouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(checkouts).values(values).returning();
  if (!row) throw new Error('checkout insert returned no row');
  return row;
}

/**
 * Cancels an account's checkout that is open, unexpired and has no payment pending or through
 * (the same claim a payment's insert makes); the checkout as it was, or undefined.
 */
export async function cancelOpenCheckout(db: DbOrTx, id: string, accountId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(checkouts.id, id),
        eq(checkouts.accountId, accountId),
        eq(checkouts.status, 'open'),
        gt(checkouts.expiresAt, sql`now()`),
        sql`not exists (select 1 from ${payments} where ${payments.checkoutId} = ${checkouts.id} and ${payments.status} <> 'failed')`,
      ),
    )
    .returning();
  return row;
}

/** A checkout by id. */
export async function findCheckout(db: DbOrTx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

/**
 * Everything a pay request looks at before it claims a checkout, in one statement: the buyer's
 * checkout (none when it is not theirs), the payment they made with this key, whether the
 * checkout has a payment pending or through, the saved card asked for (the account's own, removed
 * ones too), the account's processor customer and the billing name and email. Reads the wallet's
 * and accounts' rows for payments alone: a pay is the app's longest request (decision 048).
 */
export async function findPayContext(
  db: DbOrTx,
  input: { checkoutId: string; accountId: string; idempotencyKey: string; cardId?: string | undefined },
) {
  const byKey = alias(payments, 'payment_by_key');
  const [row] = await db
    .select({
      checkout: checkouts,
      payment: byKey,
      live: sql<boolean>`exists (select 1 from ${payments} as live where live.checkout_id = ${checkouts.id} and live.status <> 'failed')`,
      card: paymentCards,
      customer: { provider: paymentCustomers.provider, customerRef: paymentCustomers.customerRef },
      account: {
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        email: accounts.email,
        preferredCurrency: accounts.preferredCurrency,
      },
    })
    .from(checkouts)
    .leftJoin(byKey, and(eq(byKey.accountId, input.accountId), eq(byKey.idempotencyKey, input.idempotencyKey)))
    .leftJoin(paymentCards, input.cardId ? and(eq(paymentCards.id, input.cardId), eq(paymentCards.accountId, input.accountId)) : sql`false`)
    .leftJoin(paymentCustomers, eq(paymentCustomers.accountId, input.accountId))
    .leftJoin(accounts, eq(accounts.id, input.accountId))
    .where(and(eq(checkouts.id, input.checkoutId), eq(checkouts.accountId, input.accountId)));
  return row ? { ...row, live: Boolean(row.live) } : undefined;
}

/**
 * Inserts a pending payment, which claims its checkout, marked as asking the processor now (its
 * request charges next). Undefined when the (account, idempotency key) exists or the checkout
 * already has a payment that is pending or went through.
 */
export async function insertPendingPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending', chargeAskedAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The payment an account made with an idempotency key. */
export async function findPaymentByKey(db: DbOrTx, accountId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/** A payment by id. */
export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The failure code of a payment the processor never received: nothing was charged. */
export const VOIDED = 'voided';

/**
 * Moves a payment out of 'pending' once; undefined if another request already did. With
 * `orVoided`, a payment reconciliation voided is settled too: its charge reached the processor
 * after all (a capture is never left unrecorded).
 */
export async function settlePendingPayment(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof payments.$inferInsert>,
  options: { orVoided?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const open = options.orVoided
    ? or(eq(payments.status, 'pending'), and(eq(payments.status, 'failed'), eq(payments.failureCode, VOIDED)))
    : eq(payments.status, 'pending');
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payments.id, id), open))
    .returning();
  return row;
}

/**
 * Notes, just before the processor is asked to charge, that it is being asked (the database's
 * clock). Undefined when the payment is no longer pending (reconciliation voided it, or a twin
 * request settled it): then nothing may be charged.
 */
export async function markChargeAsked(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ chargeAskedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/**
 * Voids a pending payment whose charge the processor never received, provided nobody has asked
 * for it (or started it) within `quietMs` by the database's clock; undefined otherwise. A request
 * asking meanwhile either comes first (and this leaves the payment alone) or finds it voided.
 */
export async function voidQuietPayment(db: DbOrTx, id: string, quietMs: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', failureCode: VOIDED, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'pending'),
        sql`coalesce(${payments.chargeAskedAt}, ${payments.createdAt}) < now() - make_interval(secs => ${quietMs / 1000})`,
      ),
    )
    .returning();
  return row;
}

/** Payments still pending that started before `before`, oldest first. */
export function findStalePendingPayments(db: DbOrTx, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/**
 * Payments reconciliation voided within `sinceMs` whose charge had been asked for: a charge that
 * reaches the processor after the void, from a request that then dies, is found this way
 * (decision 048). Oldest first.
 */
export function findRecentlyVoidedPayments(db: DbOrTx, sinceMs: number, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'failed'),
        eq(payments.failureCode, VOIDED),
        isNotNull(payments.chargeAskedAt),
        gt(payments.updatedAt, sql`now() - make_interval(secs => ${sinceMs / 1000})`),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/**
 * Records a captured charge in one statement: marks the checkout paid by the payment (if it is
 * open), then moves the payment to 'succeeded' with the next receipt number (TN-001001, …) if it
 * is pending or voided (a late capture, decision 048), then writes the capture's balanced ledger
 * transaction; each only if the one before it happened. `receiptNumber` is null when the payment
 * was not completed: then `checkoutMarked` says whether the checkout was written anyway, which the
 * caller's transaction must roll back.
 */
export async function completeCapture(
  tx: DbOrTx,
  input: { paymentId: string; checkoutId: string; chargeId: string; memo: string; lines: LedgerLine[] },
): Promise<{ receiptNumber: string | null; updatedAt: Date | null; checkoutMarked: boolean }> {
  assertBalanced(input.lines);
  const lines = sql.join(
    input.lines.map((line) => sql`(${line.account}::text, ${line.amount}::bigint, ${line.currency}::text)`),
    sql`, `,
  );
  const result = await tx.execute<{ receipt_number: string | null; updated_at: Date | string | null; checkout_marked: boolean }>(sql`
    with paid_checkout as (
      update checkouts set status = 'paid', payment_id = ${input.paymentId}, paid_at = now()
       where id = ${input.checkoutId} and status = 'open'
      returning id
    ), settled as (
      update payments
         set status = 'succeeded', failure_code = null, provider_charge_id = ${input.chargeId}, updated_at = now(),
             receipt_number = (select 'TN-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('receipt_number_seq') as n)
       where id = ${input.paymentId}
         and (status = 'pending' or (status = 'failed' and failure_code = ${VOIDED}))
         and exists (select 1 from paid_checkout)
      returning id, receipt_number, updated_at
    ), capture as (
      insert into ledger_transactions (kind, payment_id, memo) select 'capture', id, ${input.memo} from settled returning id
    ), capture_lines as (
      insert into ledger_entries (transaction_id, account, amount, currency)
      select capture.id, line.account, line.amount, line.currency from capture, (values ${lines}) as line (account, amount, currency)
    )
    select (select receipt_number from settled) as receipt_number, (select updated_at from settled) as updated_at,
           exists (select 1 from paid_checkout) as checkout_marked`);
  const row = (
    result as unknown as { rows: { receipt_number: string | null; updated_at: Date | string | null; checkout_marked: boolean }[] }
  ).rows[0];
  return {
    receiptNumber: row?.receipt_number ?? null,
    updatedAt: row?.updated_at ? new Date(row.updated_at) : null,
    checkoutMarked: Boolean(row?.checkout_marked),
  };
}

/** An account's payments, newest first, a page at a time. */
export function listAccountPayments(db: DbOrTx, accountId: string, page: number, pageSize: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** Inserts a pending refund unless the same (payment, idempotency key) exists; undefined then. */
export async function insertPendingRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A payment's refund by idempotency key. */
export async function findRefundByKey(db: DbOrTx, paymentId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row;
}

/** A payment's refunds that went through, oldest first. */
export function findSucceededRefunds(db: DbOrTx, paymentId: string) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded')))
    .orderBy(refunds.createdAt);
}

/**
 * Notes the processor's intent of a wallet payment and what the payer does next, while the
 * payment is still pending; undefined when it is not (cancelled or settled meanwhile).
 */
export async function recordApprovalAction(
  db: DbOrTx,
  id: string,
  action: { intentId: string; next: TNextAction },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ providerIntentId: action.intentId, nextAction: action.next, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** The payment behind a processor's intent (a wallet payment's approval notice names only the intent). */
export async function findPaymentByIntent(db: DbOrTx, provider: string, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, intentId)));
  return row;
}
