import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DeclineReason } from '../payment-provider';
import type { DbOrTx } from '../../../db/client';
import { demoCards, demoCharges, demoCustomers, demoRefunds } from '../../../db/schema/demo-payments';

/** The demo processor's books. Nothing outside platform/payments/demo reads or writes them. */

export type DemoCardRow = typeof demoCards.$inferSelect;
export type DemoChargeRow = typeof demoCharges.$inferSelect;
export type DemoRefundRow = typeof demoRefunds.$inferSelect;

export async function insertCustomer(db: DbOrTx, row: typeof demoCustomers.$inferInsert): Promise<void> {
  await db.insert(demoCustomers).values(row);
}

export async function insertCard(db: DbOrTx, row: typeof demoCards.$inferInsert): Promise<void> {
  await db.insert(demoCards).values(row);
}

/** Marks the customer's card detached; returns false when the customer has no such card. */
export async function detachCard(db: DbOrTx, customerId: string, token: string, at: Date): Promise<boolean> {
  const owned = and(eq(demoCards.token, token), eq(demoCards.customerId, customerId));
  await db
    .update(demoCards)
    .set({ detachedAt: at })
    .where(and(owned, isNull(demoCards.detachedAt)));
  const [row] = await db.select({ token: demoCards.token }).from(demoCards).where(owned);
  return row !== undefined;
}

export async function findChargeByKey(db: DbOrTx, idempotencyKey: string): Promise<DemoChargeRow | undefined> {
  const [row] = await db.select().from(demoCharges).where(eq(demoCharges.idempotencyKey, idempotencyKey));
  return row;
}

/**
 * Charges a saved card in one statement: the card's verdict is decided from its row as the insert
 * reads it (another customer's, detached or unknown: card_declined; expired by `now`: expired_card;
 * else its test number's behaviour, as `refusal` in demo-ledger.ts says), and the charge is
 * written captured or declined. Undefined when a charge with this idempotency key exists (a
 * retry, or a twin that inserted first): the caller reads that one.
 */
export async function insertChargeOnCard(
  db: DbOrTx,
  row: Omit<typeof demoCharges.$inferInsert, 'status' | 'capturedAmount' | 'refundedAmount' | 'declineCode'> & { createdAt: Date },
  reasons: readonly DeclineReason[],
): Promise<DemoChargeRow | undefined> {
  const year = row.createdAt.getUTCFullYear();
  const month = row.createdAt.getUTCMonth() + 1;
  const behaviours = sql.join(
    reasons.map((reason) => sql`${`decline:${reason}`}::text`),
    sql`, `,
  );
  const verdict = sql`case
      when card.token is null or card.customer_id <> ${row.customerId}::text or card.detached_at is not null then 'card_declined'
      when card.exp_year < ${year}::int or (card.exp_year = ${year}::int and card.exp_month < ${month}::int) then 'expired_card'
      when card.behaviour = 'succeed' then null
      when card.behaviour in (${behaviours}) then substr(card.behaviour, ${'decline:'.length + 1}::int)
      else 'card_declined' end`;
  const [inserted] = await db
    .insert(demoCharges)
    .select(
      sql`select ${row.id}::text, ${row.idempotencyKey}::text, ${row.customerId}::text, ${row.cardToken}::text, ${row.amount}::bigint,
          ${row.currency}::text, case when verdict.reason is null then 'captured' else 'declined' end,
          case when verdict.reason is null then ${row.amount}::bigint else 0 end, 0, verdict.reason, ${row.description ?? null}::text,
          ${row.createdAt.toISOString()}::timestamptz
        from (select ${verdict} as reason from (select 1) as one left join ${demoCards} as card on card.token = ${row.cardToken}::text) as verdict`,
    )
    .onConflictDoNothing({ target: demoCharges.idempotencyKey })
    .returning();
  return inserted;
}

/** The charge, locked until the transaction ends, so refunds against it run one at a time. */
export async function lockCharge(tx: DbOrTx, id: string): Promise<DemoChargeRow | undefined> {
  const [row] = await tx.select().from(demoCharges).where(eq(demoCharges.id, id)).for('update');
  return row;
}

export async function addRefunded(tx: DbOrTx, chargeId: string, amount: number): Promise<void> {
  await tx
    .update(demoCharges)
    .set({ refundedAmount: sql`${demoCharges.refundedAmount} + ${amount}` })
    .where(eq(demoCharges.id, chargeId));
}

export async function findRefundByKey(db: DbOrTx, idempotencyKey: string): Promise<DemoRefundRow | undefined> {
  const [row] = await db.select().from(demoRefunds).where(eq(demoRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function insertRefund(tx: DbOrTx, row: typeof demoRefunds.$inferInsert): Promise<void> {
  await tx.insert(demoRefunds).values(row);
}
