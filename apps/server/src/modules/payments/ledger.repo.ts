import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/index';

export type LedgerLine = { account: string; amount: number; currency: string };

/** The processor's clearing account: money the card processor holds for us. */
export function processorAccount(provider: string): string {
  return `processor:${provider}`;
}

/**
 * Records one money movement as balanced double-entry lines: per currency the lines sum to
 * zero (debits positive, credits negative), or nothing is written.
 */
export async function postLedgerTransaction(
  tx: DbOrTx,
  input: { kind: string; paymentId?: string; refundId?: string; memo?: string; lines: LedgerLine[] },
): Promise<string> {
  assertBalanced(input.lines);
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, paymentId: input.paymentId ?? null, refundId: input.refundId ?? null, memo: input.memo ?? null })
    .returning({ id: ledgerTransactions.id });
  if (!transaction) throw new Error('ledger transaction insert returned no row');
  await tx.insert(ledgerEntries).values(input.lines.map((line) => ({ ...line, transactionId: transaction.id })));
  return transaction.id;
}

/** Throws unless every line is a non-zero integer and the lines sum to zero per currency. */
export function assertBalanced(lines: LedgerLine[]): void {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) throw new Error(`ledger line must be a non-zero integer: ${line.amount}`);
    totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  }
  for (const [currency, total] of totals) {
    if (total !== 0) throw new Error(`unbalanced ledger transaction: ${currency} sums to ${total}`);
  }
}

/** An account's balance in a currency: the sum of its lines (positive = debit balance). */
export async function ledgerBalance(db: DbOrTx, account: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.currency, currency)));
  return Number(row?.balance ?? 0);
}

/** An account's balances, one per currency it has lines in (positive = debit). */
export async function ledgerBalances(db: DbOrTx, account: string): Promise<{ currency: string; balance: number }[]> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, balance: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account))
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  return rows.map((row) => ({ currency: row.currency, balance: Number(row.balance) }));
}

/**
 * What one payment's movements left on some accounts: per account, the sum of the lines of the
 * payment's transactions (positive = debit). A held account's share of the payment is its negative.
 */
export async function paymentAccountTotals(db: DbOrTx, paymentId: string, accounts: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerTransactions.paymentId, paymentId), inArray(ledgerEntries.account, accounts)))
    .groupBy(ledgerEntries.account);
  return new Map(accounts.map((account) => [account, Number(rows.find((row) => row.account === account)?.total ?? 0)]));
}

/**
 * The accounts named `{prefix}{suffix}` with a credit balance (what is owed on them), per currency,
 * as { suffix, currency, balance } with a positive balance; only the given suffixes when listed.
 */
export async function creditBalancesUnder(
  db: DbOrTx,
  prefix: string,
  only?: string[],
): Promise<{ suffix: string; currency: string; balance: number }[]> {
  const accounts = only
    ? inArray(
        ledgerEntries.account,
        only.map((suffix) => `${prefix}${suffix}`),
      )
    : sql`${ledgerEntries.account} like ${`${prefix}%`}`;
  const rows = await db
    .select({ account: ledgerEntries.account, currency: ledgerEntries.currency, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(accounts)
    .groupBy(ledgerEntries.account, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amount}) < 0`)
    .orderBy(ledgerEntries.account, ledgerEntries.currency);
  return rows.map((row) => ({ suffix: row.account.slice(prefix.length), currency: row.currency, balance: -Number(row.total) }));
}
