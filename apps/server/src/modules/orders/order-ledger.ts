import { orderPlatformFee } from '@app/shared/orders/order-money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import type { DbOrTx, Tx } from '../../db/client';
import {
  ledgerBalance,
  ledgerBalances,
  paymentAccountTotals,
  postLedgerTransaction,
  type LedgerLine,
  type RefundToSource,
} from '../payments/index';
import { findOrderByPayment, lockProviderBalances, markPaidOut, type OrderRow } from './orders.repo';

/** Where an order's payment waits until the order ends: the refund takes back from it, the payout pays out of it. */
export const ORDERS_HELD_ACCOUNT = 'deposits-held:orders';
export const ORDER_FEES_ACCOUNT = 'revenue:order-fees';
/** Money a provider is owed, paid to their payout method. */
export const payableAccount = (providerId: string) => `payable:${providerId}`;
/** Money a provider owes back: a refund after their payout that their payable balance could not cover (decision 084). */
export const recoverableAccount = (providerId: string) => `recoverable:${providerId}`;
/** The payout's key: one per order (the order's paidOutAt is set in the ledger's transaction). */
export const orderPayoutKey = (orderId: string) => `order-payout:${orderId}`;

/** What is still held of one order's payment (its capture less refunds and payouts out of it). */
async function heldFor(tx: Tx, paymentId: string): Promise<number> {
  return -((await paymentAccountTotals(tx, paymentId, [ORDERS_HELD_ACCOUNT])).get(ORDERS_HELD_ACCOUNT) ?? 0);
}

/** What a provider owes back in a currency (a debit balance; 0 when nothing). */
export async function owedBackBy(db: DbOrTx, providerId: string, currency: string): Promise<number> {
  return Math.max(0, await ledgerBalance(db, recoverableAccount(providerId), currency));
}

/** Everything a provider owes back, per currency (nothing when they owe nothing). */
export async function owedBackAmounts(db: DbOrTx, providerId: string): Promise<TMoney[]> {
  const balances = await ledgerBalances(db, recoverableAccount(providerId));
  return balances.filter((row) => row.balance > 0).map((row) => ({ amount: row.balance, currency: row.currency }));
}

/** What the provider of the order a payment placed owes back in its currency, or null (none, or not an order's payment). */
export async function paymentProviderOwedBack(db: DbOrTx, paymentId: string): Promise<TMoney | null> {
  const row = await findOrderByPayment(db, paymentId);
  const amount = row ? await owedBackBy(db, row.providerAccountId, row.currency) : 0;
  return row && amount > 0 ? { amount, currency: row.currency } : null;
}

const linesOf = (currency: string, amounts: [string, number][]): LedgerLine[] =>
  amounts.filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount, currency }));

/**
 * Pays the provider their share through the ledger, minus the platform fee, in the move's
 * transaction: from the held payment to what the provider is owed, never more than is still held
 * for it (a refund before the payout came out of it), and less what they owe back from earlier
 * refunds (netted). Only the transaction that marks the order paid out writes the ledger, so a
 * repeat or a race pays once.
 */
export async function payProvider(tx: Tx, row: OrderRow, gross: number): Promise<void> {
  if (gross <= 0 || !(await markPaidOut(tx, row.id, new Date()))) return;
  await lockProviderBalances(tx, row.providerAccountId);
  const paid = Math.min(gross, await heldFor(tx, row.paymentId));
  if (paid <= 0) return;
  const fee = orderPlatformFee(paid);
  const netted = Math.min(paid - fee, await owedBackBy(tx, row.providerAccountId, row.currency));
  const lines = linesOf(row.currency, [
    [ORDERS_HELD_ACCOUNT, paid],
    [ORDER_FEES_ACCOUNT, -fee],
    [recoverableAccount(row.providerAccountId), -netted],
    [payableAccount(row.providerAccountId), -(paid - fee - netted)],
  ]);
  await postLedgerTransaction(tx, { kind: 'order-payout', paymentId: row.paymentId, memo: orderPayoutKey(row.id), lines });
}

/** How much of a refund each source gives: what is still held, then the fee, then the provider's payable, the rest owed back. */
export function splitRefund(amount: number, available: { held: number; fee: number; payable: number }) {
  const held = Math.min(amount, Math.max(0, available.held));
  const fee = Math.min(amount - held, Math.max(0, available.fee));
  const payable = Math.min(amount - held - fee, Math.max(0, available.payable));
  return { held, fee, payable, recoverable: amount - held - fee - payable };
}

/**
 * Where a refund of a service order's payment comes from (decision 084): what is still held for it;
 * once the provider was paid out, then the platform's fee on it, then the provider's payable
 * balance, and what that cannot cover is booked as owed back by the provider (netted from their
 * next payout). No held, fee or payable balance goes below zero.
 */
export async function orderRefundSources(tx: Tx, refund: RefundToSource): Promise<LedgerLine[]> {
  const row = await findOrderByPayment(tx, refund.paymentId);
  if (!row) return linesOf(refund.currency, [[ORDERS_HELD_ACCOUNT, refund.amount]]);
  await lockProviderBalances(tx, row.providerAccountId);
  const payable = payableAccount(row.providerAccountId);
  const totals = await paymentAccountTotals(tx, refund.paymentId, [ORDERS_HELD_ACCOUNT, ORDER_FEES_ACCOUNT]);
  const split = splitRefund(refund.amount, {
    held: -(totals.get(ORDERS_HELD_ACCOUNT) ?? 0),
    fee: -(totals.get(ORDER_FEES_ACCOUNT) ?? 0),
    payable: -(await ledgerBalance(tx, payable, refund.currency)),
  });
  return linesOf(refund.currency, [
    [ORDERS_HELD_ACCOUNT, split.held],
    [ORDER_FEES_ACCOUNT, split.fee],
    [payable, split.payable],
    [recoverableAccount(row.providerAccountId), split.recoverable],
  ]);
}
