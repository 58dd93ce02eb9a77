import { and, arrayContains, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { OPEN_OFFER_STATUSES, type TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { DbOrTx } from '../../db/client';
import {
  offerDocuments,
  offerEvents,
  offerFinalSignatures,
  offers,
  offerSignatures,
  offerVersions,
  vodRequests,
} from '../../db/schema/index';

/** The tables an offer's state machine updates (status) and appends to (events). */
export const offerStateTables = { table: offers, events: offerEvents };

export type OfferRow = typeof offers.$inferSelect;
export type OfferSignatureRow = typeof offerSignatures.$inferSelect;
export type OfferDocumentRow = typeof offerDocuments.$inferSelect;
export type OfferVersionRow = typeof offerVersions.$inferSelect;
export type OfferFinalSignatureRow = typeof offerFinalSignatures.$inferSelect;
export type VodRequestRow = typeof vodRequests.$inferSelect;

/** An offer's state as its transition rules read it: the status and the flags (decision 054). */
export function offerStateOf(row: OfferRow) {
  return { status: row.status, turn: row.turn, seen: row.seen, signedBy: row.signedBy };
}

/** Inserts a draft offer. */
export async function insertOffer(db: DbOrTx, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('offer insert returned no row');
  return row;
}

/** One offer by id. */
export async function findOffer(db: DbOrTx, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** One offer locked for the rest of the transaction (a save, a signature, the payment's send). */
export async function lockOffer(tx: DbOrTx, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

/** Changes a draft offer's pages (only while it is a draft) and stamps updated_at. */
export async function updateDraftOffer(
  db: DbOrTx,
  id: string,
  patch: Pick<typeof offers.$inferInsert, 'draft' | 'offerPriceMinor' | 'partyEmails'>,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(offers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(offers.id, id), eq(offers.status, 'draft')))
    .returning();
  return row;
}

/**
 * Offers made: those the account fills out, names it as buyer's agent or co-buyer (its email),
 * on listings that still exist, newest change first (spec: sorted by updatedAt).
 */
export function findOffersMadeBy(db: DbOrTx, accountId: string, email: string) {
  return db
    .select()
    .from(offers)
    .where(
      and(isNotNull(offers.listingId), or(eq(offers.buyerAccountId, accountId), arrayContains(offers.partyEmails, [email.toLowerCase()]))),
    )
    .orderBy(desc(offers.updatedAt))
    .limit(500);
}

/** Offers received: sent offers on the account's listings that still exist, newest change first. Drafts are the buyer's own. */
export function findOffersReceivedBy(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.sellerAccountId, accountId), ne(offers.status, 'draft'), isNotNull(offers.listingId)))
    .orderBy(desc(offers.updatedAt))
    .limit(500);
}

/** The open offers on a listing (what keeps it from being removed). */
export async function countOpenOffers(db: DbOrTx, listingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), inArray(offers.status, [...OPEN_OFFER_STATUSES])));
  return row?.n ?? 0;
}

/** Marks an offer seen by its seller. */
export async function markOfferSeen(db: DbOrTx, id: string): Promise<void> {
  await db.update(offers).set({ seen: true }).where(eq(offers.id, id));
}

/** The recorded signatures of an offer. */
export function findSignatures(db: DbOrTx, offerId: string): Promise<OfferSignatureRow[]> {
  return db.select().from(offerSignatures).where(eq(offerSignatures.offerId, offerId)).orderBy(offerSignatures.signedAt);
}

/** Records a signature; undefined when that buyer has signed already. */
export async function insertSignature(db: DbOrTx, values: typeof offerSignatures.$inferInsert): Promise<OfferSignatureRow | undefined> {
  const [row] = await db.insert(offerSignatures).values(values).onConflictDoNothing().returning();
  return row;
}

/** Drops an offer's signatures (its pages changed after they signed). */
export async function deleteSignatures(db: DbOrTx, offerId: string): Promise<void> {
  await db.delete(offerSignatures).where(eq(offerSignatures.offerId, offerId));
}

/** The rendered PDFs of an offer. */
export function findOfferPdfs(db: DbOrTx, offerId: string): Promise<OfferDocumentRow[]> {
  return db.select().from(offerDocuments).where(eq(offerDocuments.offerId, offerId)).orderBy(offerDocuments.createdAt);
}

/** Records a rendered PDF (replacing the one of that language). */
export async function upsertOfferPdf(db: DbOrTx, values: typeof offerDocuments.$inferInsert): Promise<OfferDocumentRow> {
  const [row] = await db
    .insert(offerDocuments)
    .values(values)
    .onConflictDoUpdate({
      target: [offerDocuments.offerId, offerDocuments.kind, offerDocuments.locale],
      set: { storageKey: values.storageKey, sha256: values.sha256, sizeBytes: values.sizeBytes, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('offer pdf upsert returned no row');
  return row;
}

/** Marks a sent offer's booking deposit paid (inside the payment's transaction). */
export async function recordBookingPayment(db: DbOrTx, id: string, paymentId: string, amount: number): Promise<void> {
  await db.update(offers).set({ bookingPaymentId: paymentId, bookingDepositMinor: amount }).where(eq(offers.id, id));
}

/** An offer's history, oldest first. */
export function findOfferEvents(db: DbOrTx, offerId: string) {
  return db.select().from(offerEvents).where(eq(offerEvents.entityId, offerId)).orderBy(offerEvents.at).limit(200);
}
export type OfferEventRow = typeof offerEvents.$inferSelect;

/** The rounds of an offer's negotiation, oldest first. */
export function findOfferVersions(db: DbOrTx, offerId: string): Promise<OfferVersionRow[]> {
  return db.select().from(offerVersions).where(eq(offerVersions.offerId, offerId)).orderBy(offerVersions.round);
}

/** The final terms' signatures of an offer (one per side). */
export function findFinalSignatures(db: DbOrTx, offerId: string): Promise<OfferFinalSignatureRow[]> {
  return db.select().from(offerFinalSignatures).where(eq(offerFinalSignatures.offerId, offerId)).orderBy(offerFinalSignatures.signedAt);
}

/** The VOD requests of an offer, newest first. */
export function findVodRequests(db: DbOrTx, offerId: string): Promise<VodRequestRow[]> {
  return db.select().from(vodRequests).where(eq(vodRequests.offerId, offerId)).orderBy(desc(vodRequests.createdAt));
}

/** Records a round of the negotiation (round 0 when sent; the unique (offer, round) refuses a round written twice). */
export async function insertOfferVersion(db: DbOrTx, values: typeof offerVersions.$inferInsert): Promise<OfferVersionRow> {
  const [row] = await db.insert(offerVersions).values(values).returning();
  if (!row) throw new Error('offer version insert returned no row');
  return row;
}

/** The offers on a listing in these statuses, locked for the rest of the transaction, oldest sent first. */
export function lockListingOffers(tx: DbOrTx, listingId: string, statuses: readonly TOfferStatus[]): Promise<OfferRow[]> {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.listingId, listingId), inArray(offers.status, [...statuses])))
    .orderBy(offers.sentAt, offers.id)
    .for('update');
}

/** The sent offers on a listing (every status but draft), oldest sent first: the seller's compare view. */
export function findSentOffersOn(db: DbOrTx, listingId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.listingId, listingId), ne(offers.status, 'draft')))
    .orderBy(offers.sentAt, offers.id)
    .limit(500);
}

/** The VOD requests of several offers, newest first. */
export function findVodRequestsOf(db: DbOrTx, offerIds: readonly string[]): Promise<VodRequestRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(vodRequests)
    .where(inArray(vodRequests.offerId, [...offerIds]))
    .orderBy(desc(vodRequests.createdAt));
}
