import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { resoAccessTokens, resoPartnerClients } from '../../db/schema/index';

export type ResoPartnerRow = typeof resoPartnerClients.$inferSelect;

/** Every partner, newest first (revoked ones too). */
export function listPartnerRows(db: DbOrTx): Promise<ResoPartnerRow[]> {
  return db.select().from(resoPartnerClients).orderBy(desc(resoPartnerClients.createdAt), desc(resoPartnerClients.id));
}

/** Stores a new partner (its secret already hashed). */
export async function insertPartner(
  db: DbOrTx,
  values: { name: string; clientId: string; secretHash: string; createdBy: string },
): Promise<ResoPartnerRow> {
  const [row] = await db.insert(resoPartnerClients).values(values).returning();
  if (!row) throw new Error('partner insert returned nothing');
  return row;
}

/** One partner by id, locked for the caller's transaction. */
export async function lockPartner(tx: DbOrTx, id: string): Promise<ResoPartnerRow | undefined> {
  const [row] = await tx.select().from(resoPartnerClients).where(eq(resoPartnerClients.id, id)).for('update');
  return row;
}

/** Revokes a partner and deletes its tokens, so they stop working at once. */
export async function revokePartnerRow(tx: DbOrTx, id: string, at: Date): Promise<ResoPartnerRow> {
  await tx.delete(resoAccessTokens).where(eq(resoAccessTokens.clientId, id));
  const [row] = await tx.update(resoPartnerClients).set({ revokedAt: at }).where(eq(resoPartnerClients.id, id)).returning();
  if (!row) throw new Error('partner update returned nothing');
  return row;
}

/** A partner that may get tokens: by its client id, not revoked. */
export async function findActivePartner(db: DbOrTx, clientId: string): Promise<ResoPartnerRow | undefined> {
  const [row] = await db
    .select()
    .from(resoPartnerClients)
    .where(and(eq(resoPartnerClients.clientId, clientId), isNull(resoPartnerClients.revokedAt)));
  return row;
}

/** Stores a token's hash for the partner, clears its expired ones and notes when it last got one. */
export async function insertToken(db: DbOrTx, partnerId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(resoAccessTokens).where(and(eq(resoAccessTokens.clientId, partnerId), lt(resoAccessTokens.expiresAt, now)));
    await tx.insert(resoAccessTokens).values({ tokenHash, clientId: partnerId, expiresAt });
    await tx.update(resoPartnerClients).set({ lastTokenAt: now }).where(eq(resoPartnerClients.id, partnerId));
  });
}

/** Whether a token (by hash) is live: not expired, and its partner not revoked. */
export async function isLiveToken(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(resoAccessTokens)
    .innerJoin(resoPartnerClients, eq(resoPartnerClients.id, resoAccessTokens.clientId))
    .where(and(eq(resoAccessTokens.tokenHash, tokenHash), gt(resoAccessTokens.expiresAt, now), isNull(resoPartnerClients.revokedAt)));
  return row !== undefined;
}
