import { intlTag } from '@app/shared/constants/locale';
import { randomUUID } from 'node:crypto';
import { PAYOUT_TRANSITIONS } from '@app/shared/orders/payout-transitions';
import { formatCurrency } from '@app/shared/domain/money';
import type { TPayoutFailure, TPayoutStatus } from '@app/shared/orders/payouts.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { TransferOutcome } from '../../platform/payments/payment-provider';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { transition } from '../../platform/state-machine/transition';
import { findAccountById, mailLocaleOf } from '../accounts/index';
import { creditBalancesUnder, ledgerBalance, processorAccount } from '../payments/index';
import { defaultPayoutMethod, payoutRecipientRef } from '../wallet/index';
import { payoutFailed } from './mail/payout-failed.template';
import { owedBackBy, payableAccount } from './order-ledger';
import { lockProviderBalances } from './orders.repo';
import { bookPayoutLines, settlePayoutLines } from './payout-ledger';
import { hasPayoutBlocking, insertPayout, lockPayout, payoutStateTables, type PayoutRow } from './payouts.repo';

/** The payout's machine for transition() (decision 036). */
export const PAYOUT_MACHINE = { ...payoutStateTables, rules: PAYOUT_TRANSITIONS };
const PAYOUT_SYSTEM = { id: null, relation: 'system' as const };

/** The scheduled run's key: each provider and currency is paid out at most once a UTC day. */
export const payoutRunKey = (now: Date) => now.toISOString().slice(0, 10);
/** The processor's idempotency key of one attempt at a payout: the same attempt never sends twice. */
export const payoutAttemptKey = (payoutId: string, attempt: number) => `payout:${payoutId}:${attempt}`;

/**
 * Books one provider's payout in a currency, in the caller's transaction, under the lock on their
 * balances (decision 084): their payable balance, less what they owe back (netted first), goes in
 * transit to their payout method, with the payout row and its event. Nothing when they are owed
 * nothing, were paid this run, or have a payout still open; without a payout method the balance
 * stays payable (only the netting is booked). The payout to send, or null.
 */
export async function bookProviderPayout(tx: Tx, providerId: string, currency: string, runKey: string): Promise<PayoutRow | null> {
  await lockProviderBalances(tx, providerId);
  const payable = -(await ledgerBalance(tx, payableAccount(providerId), currency));
  if (payable <= 0 || (await hasPayoutBlocking(tx, providerId, currency, runKey))) return null;
  const netted = Math.min(payable, await owedBackBy(tx, providerId, currency));
  const method = await defaultPayoutMethod(tx, providerId);
  if (!method || netted === payable) {
    await bookPayoutLines(tx, { providerId, currency, payable: netted, netted, payoutId: null });
    return null;
  }
  const id = randomUUID();
  const row = await insertPayout(tx, {
    id,
    providerAccountId: providerId,
    payoutMethodId: method.id,
    methodKind: method.kind,
    methodLast4: method.last4,
    currency,
    amount: payable - netted,
    runKey,
    idempotencyKey: payoutAttemptKey(id, 1),
  });
  await bookPayoutLines(tx, { providerId, currency, payable, netted, payoutId: id });
  return row;
}

/**
 * Books the payouts of every provider owed money (or only of `providerIds`), up to `limit` balances,
 * in the caller's transaction; the payouts to send once it commits.
 */
export async function bookPayouts(tx: Tx, options: { now: Date; limit: number; providerIds?: string[] }): Promise<PayoutRow[]> {
  const owed = await creditBalancesUnder(tx, payableAccount(''), options.providerIds);
  const booked: PayoutRow[] = [];
  for (const { suffix, currency } of owed.slice(0, options.limit)) {
    const row = await bookProviderPayout(tx, suffix, currency, payoutRunKey(options.now));
    if (row) booked.push(row);
  }
  return booked;
}

/**
 * Asks the processor about a payout, outside any transaction: a pending one is sent with its
 * attempt's idempotency key (asking again, after a crash or a timeout, never sends twice), a sent
 * one is looked up; the answer is recorded. Throws when the processor cannot be reached: the payout
 * stays as it was and the sweep asks again.
 */
export async function sendPayout(deps: AppDeps, payout: PayoutRow): Promise<void> {
  const provider = deps.paymentProvider;
  const outcome =
    payout.status === 'sent' && payout.transferId
      ? await provider.transferState(payout.transferId)
      : await provider.transfer({
          amount: payout.amount,
          currency: payout.currency,
          destination: {
            kind: payout.methodKind as 'us' | 'iban',
            last4: payout.methodLast4,
            // Their connected account once its payouts are enabled (decision 088); without one Stripe's answer is 'not_connected'.
            recipientRef: await payoutRecipientRef(deps.database.db, payout.providerAccountId, provider.kind),
          },
          description: `Terranest payout ${payout.id}`,
          idempotencyKey: payout.idempotencyKey,
        });
  await recordTransferOutcome(deps, payout.id, payout.idempotencyKey, outcome);
}

/**
 * Records the processor's answer in one transaction, with the payout row locked: taken (sent),
 * arrived (paid: the money leaves transit for the processor) or refused (failed: the money goes back
 * to what the provider is owed, for a later run). Only an answer to the payout's current attempt
 * that moves it forward counts, so repeats and late answers change nothing.
 */
export async function recordTransferOutcome(deps: AppDeps, payoutId: string, attemptKey: string, outcome: TransferOutcome): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (!row || row.idempotencyKey !== attemptKey || (row.status !== 'pending' && row.status !== 'sent')) return;
    const from = { status: row.status as TPayoutStatus };
    const now = new Date();
    if (outcome.status === 'sent') {
      if (row.status === 'pending') {
        await transition(tx, PAYOUT_MACHINE, {
          id: row.id,
          from,
          action: 'send',
          actor: PAYOUT_SYSTEM,
          set: { transferId: outcome.transferId, sentAt: now },
        });
      }
      return;
    }
    if (outcome.status === 'paid') {
      await transition(tx, PAYOUT_MACHINE, {
        id: row.id,
        from,
        action: 'pay',
        actor: PAYOUT_SYSTEM,
        set: { transferId: outcome.transferId, sentAt: row.sentAt ?? now, paidAt: now },
      });
      await settlePayoutLines(tx, row, { processor: processorAccount(deps.paymentProvider.kind) });
      return;
    }
    if (outcome.status !== 'failed') return;
    await lockProviderBalances(tx, row.providerAccountId);
    await transition(tx, PAYOUT_MACHINE, {
      id: row.id,
      from,
      action: 'fail',
      actor: PAYOUT_SYSTEM,
      reason: outcome.reason,
      set: { transferId: outcome.transferId ?? row.transferId, failureReason: outcome.reason, failedAt: now },
    });
    await settlePayoutLines(tx, row, 'payable');
    await tellProviderPayoutFailed(deps, tx, row, outcome.reason);
  });
}

/** Mails the provider, in their language and in the caller's transaction, that a payout was refused and why. */
async function tellProviderPayoutFailed(deps: AppDeps, tx: Tx, payout: PayoutRow, reason: TPayoutFailure): Promise<void> {
  const account = await findAccountById(tx, payout.providerAccountId);
  if (!account) return;
  const locale = mailLocaleOf(account);
  await enqueueMail(tx, {
    to: account.email,
    locale,
    template: payoutFailed,
    data: {
      firstName: account.firstName,
      amount: formatCurrency(payout.amount, payout.currency, intlTag(locale)),
      last4: payout.methodLast4,
      reason,
      link: `${deps.config.publicUrl}/dashboard/wallet`,
    },
  });
}
