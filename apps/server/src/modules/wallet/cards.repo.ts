import { and, sql, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentCards, paymentCustomers } from '../../db/schema/index';

export type CardRow = typeof paymentCards.$inferSelect;
export type NewCardRow = typeof paymentCards.$inferInsert;

/** An account's saved (not removed) cards: the default first, then newest. */
export function findActiveCards(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.accountId, accountId), isNull(paymentCards.removedAt)))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.createdAt));
}

/** One of the account's cards (removed ones included, for receipts). */
export async function findOwnCard(db: DbOrTx, accountId: string, cardId: string): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.accountId, accountId)));
  return row;
}

/** Stores a tokenised card. */
export async function insertCard(db: DbOrTx, values: NewCardRow): Promise<CardRow> {
  const [row] = await db.insert(paymentCards).values(values).returning();
  if (!row) throw new Error('card insert returned no row');
  return row;
}

/** Makes one card the account's default (and no other). */
export async function setDefaultCard(db: DbOrTx, accountId: string, cardId: string): Promise<void> {
  await db
    .update(paymentCards)
    .set({ isDefault: false })
    .where(and(eq(paymentCards.accountId, accountId), eq(paymentCards.isDefault, true)));
  await db
    .update(paymentCards)
    .set({ isDefault: true })
    .where(and(eq(paymentCards.id, cardId), eq(paymentCards.accountId, accountId)));
}

/** Marks a card removed (kept for the receipts that name it). */
export async function markCardRemoved(db: DbOrTx, cardId: string): Promise<void> {
  await db.update(paymentCards).set({ removedAt: new Date(), isDefault: false }).where(eq(paymentCards.id, cardId));
}

/** The provider customer recorded for an account. */
export async function findCustomer(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.accountId, accountId));
  return row;
}

/**
 * Records an account's provider customer, or replaces one of another provider (after a switch);
 * returns the customer the account has at this provider now. Of two first payments at once, the
 * first recorded wins and the second gets it too (its own new customer is left unused), so every
 * card and charge of the account is the same customer's.
 */
export async function saveCustomer(db: DbOrTx, accountId: string, provider: string, customerRef: string): Promise<string> {
  const [row] = await db
    .insert(paymentCustomers)
    .values({ accountId, provider, customerRef })
    .onConflictDoUpdate({
      target: paymentCustomers.accountId,
      set: { provider, customerRef, createdAt: new Date() },
      setWhere: sql`${paymentCustomers.provider} <> excluded.provider`,
    })
    .returning({ customerRef: paymentCustomers.customerRef });
  if (row) return row.customerRef;
  const existing = await findCustomer(db, accountId);
  if (existing?.provider !== provider) throw new Error(`account ${accountId} has no ${provider} customer after saving one`);
  return existing.customerRef;
}
