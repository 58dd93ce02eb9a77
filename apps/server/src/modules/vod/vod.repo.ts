import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { vodRequests } from '../../db/schema/index';

export type VodRow = typeof vodRequests.$inferSelect;
export type NewVodRow = typeof vodRequests.$inferInsert;

/** The request a mailed link's token stands for (by its SHA-256), if any. */
export async function findVodByTokenHash(db: DbOrTx, tokenHash: string): Promise<VodRow | undefined> {
  const [row] = await db.select().from(vodRequests).where(eq(vodRequests.tokenHash, tokenHash));
  return row;
}

/** One request of an offer. */
export async function findOfferVod(db: DbOrTx, offerId: string, id: string): Promise<VodRow | undefined> {
  const [row] = await db
    .select()
    .from(vodRequests)
    .where(and(eq(vodRequests.offerId, offerId), eq(vodRequests.id, id)));
  return row;
}

/** The requests to one bank of one buyer on an offer (a bank is its name and banker's email), newest first. */
export function findBankVods(db: DbOrTx, bank: Pick<VodRow, 'offerId' | 'buyerId' | 'bankName' | 'bankerEmail'>): Promise<VodRow[]> {
  return db
    .select()
    .from(vodRequests)
    .where(
      and(
        eq(vodRequests.offerId, bank.offerId),
        eq(vodRequests.buyerId, bank.buyerId),
        eq(vodRequests.bankName, bank.bankName),
        eq(vodRequests.bankerEmail, bank.bankerEmail),
      ),
    );
}

/** Marks that bank's pending requests whose 48 hours have passed as expired (before a resend takes their place). */
export async function closeExpiredVods(
  db: DbOrTx,
  bank: Pick<VodRow, 'offerId' | 'buyerId' | 'bankName' | 'bankerEmail'>,
  now: Date,
): Promise<void> {
  await db
    .update(vodRequests)
    .set({ status: 'expired' })
    .where(
      and(
        eq(vodRequests.offerId, bank.offerId),
        eq(vodRequests.buyerId, bank.buyerId),
        eq(vodRequests.bankName, bank.bankName),
        eq(vodRequests.bankerEmail, bank.bankerEmail),
        eq(vodRequests.status, 'pending'),
        lte(vodRequests.expiresAt, now),
      ),
    );
}

/** Stores a new request; undefined when the same bank already has a pending one (the partial unique index). */
export async function insertVod(db: DbOrTx, values: NewVodRow): Promise<VodRow | undefined> {
  const [row] = await db.insert(vodRequests).values(values).onConflictDoNothing().returning();
  return row;
}

const stillOpen = (id: string, now: Date) => and(eq(vodRequests.id, id), eq(vodRequests.status, 'pending'), gt(vodRequests.expiresAt, now));

/** Keeps the letter uploaded by the link, while the request is still open; false once it is answered or expired. */
export async function attachVodLetter(db: DbOrTx, id: string, mediaId: string, now: Date): Promise<boolean> {
  const rows = await db.update(vodRequests).set({ letterMediaId: mediaId }).where(stillOpen(id, now)).returning({ id: vodRequests.id });
  return rows.length > 0;
}

/**
 * Records the officer's answer, once: only a pending request within its 48 hours changes (a
 * second click, or one racing the first, finds nothing to update).
 */
export async function answerVod(
  db: DbOrTx,
  id: string,
  answer: Pick<
    NewVodRow,
    'status' | 'officerName' | 'signatureMethod' | 'typedName' | 'image' | 'letterMediaId' | 'ip' | 'userAgent' | 'answeredAt'
  >,
  now: Date,
): Promise<VodRow | undefined> {
  const [row] = await db.update(vodRequests).set(answer).where(stillOpen(id, now)).returning();
  return row;
}
