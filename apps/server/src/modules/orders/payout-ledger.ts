import type { Tx } from '../../db/client';
import { postLedgerTransaction } from '../payments/index';
import { payableAccount, recoverableAccount } from './order-ledger';

/** Money on its way to a provider's bank: booked out of their payable balance, waiting for the processor. */
export const PAYOUTS_IN_TRANSIT_ACCOUNT = 'payouts-in-transit';
/** The ledger memo of every movement of one payout (booked, arrived, failed back). */
export const payoutMemo = (payoutId: string) => `payout:${payoutId}`;

/**
 * Books a payout: the provider's whole payable balance leaves it; what they owe back is settled
 * out of it first (netting), the rest goes in transit. One balanced ledger transaction.
 */
export async function bookPayoutLines(
  tx: Tx,
  input: { providerId: string; currency: string; payable: number; netted: number; payoutId: string | null },
): Promise<void> {
  const amount = input.payable - input.netted;
  const lines = [
    { account: payableAccount(input.providerId), amount: input.payable, currency: input.currency },
    { account: recoverableAccount(input.providerId), amount: -input.netted, currency: input.currency },
    { account: PAYOUTS_IN_TRANSIT_ACCOUNT, amount: -amount, currency: input.currency },
  ].filter((line) => line.amount !== 0);
  if (lines.length === 0) return;
  const memo = input.payoutId ? payoutMemo(input.payoutId) : `payout-netting:${input.providerId}`;
  await postLedgerTransaction(tx, { kind: input.payoutId ? 'payout' : 'payout-netting', memo, lines });
}

/** Moves a payout's amount out of transit: to the processor once it arrived, or back to payable when it failed. */
export async function settlePayoutLines(
  tx: Tx,
  payout: { id: string; providerAccountId: string; amount: number; currency: string },
  to: { processor: string } | 'payable',
): Promise<void> {
  const other = to === 'payable' ? payableAccount(payout.providerAccountId) : to.processor;
  await postLedgerTransaction(tx, {
    kind: to === 'payable' ? 'payout-failed' : 'payout-paid',
    memo: payoutMemo(payout.id),
    lines: [
      { account: PAYOUTS_IN_TRANSIT_ACCOUNT, amount: payout.amount, currency: payout.currency },
      { account: other, amount: -payout.amount, currency: payout.currency },
    ],
  });
}
