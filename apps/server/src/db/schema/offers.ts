import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import type { TNegotiableTerms, TTermChange } from '@app/shared/offers/offer-negotiation';
import { OFFER_SIDES, OFFER_STATUSES, type TOfferSide, type TOfferStatus } from '@app/shared/offers/offer-transitions';
import type { TVodStatus } from '@app/shared/offers/offer-vod.schema';
import type { TVodAccount } from '@app/shared/vod/vod.schema';
import type { TOfferPdfKind } from '@app/shared/offers/offers.schema';
import { accounts } from './accounts';
import { listings } from './listings';
import { stateEventsTable } from './state-events';

/**
 * An offer on a listing (spec section 3, Offer). The pages' answers are one jsonb `draft`
 * (page by page, buyers keyed by their _id): the pages save it as the buyer goes and the rules
 * judge it as a whole (offer-pages.ts); the columns are what lists, policies and open-deal counts
 * query. The listing reference is set null when the listing is removed, so the offer's history
 * outlives it while lists leave it out (spec: offers without a property are discarded).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    /** The account filling the offer out: a buyer or a buyer's agent. */
    buyerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The listing's owner when the offer was started (spec: sellerID). */
    sellerAccountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<TOfferStatus>().notNull().default('draft'),
    /** The seller has seen it (spec: completed, unseen offers count as the seller's notifications). */
    seen: boolean().notNull().default(false),
    offerPriceMinor: bigint({ mode: 'number' }),
    currency: char({ length: 3 }).notNull().default('USD'),
    /** The agentEmail of page 3 and every buyer's email, lowercased: who else may read it. */
    partyEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    draft: jsonb()
      .$type<TOfferDraft>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    bookingDepositMinor: bigint({ mode: 'number' }),
    bookingPaymentId: uuid(),
    sentAt: timestamp({ withTimezone: true }),
    /** Whose move it is while an answer is owed (decision 054), or who may renegotiate a declined offer. */
    turn: text().$type<TOfferSide>(),
    /** The end of the response window: the expiry job ends the offer after it. */
    respondBy: timestamp({ withTimezone: true }),
    /** The side that signed the final terms first. */
    signedBy: text().$type<TOfferSide>(),
    acceptedAt: timestamp({ withTimezone: true }),
    escrowOpenedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerAccountId, t.updatedAt),
    // The expiry job's sweep: offers owing an answer, by deadline.
    index('offers_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} in ('sent', 'countered')`),
    // The deposit reminders' sweep: offers in escrow, by when it opened.
    index('offers_escrow_opened_idx')
      .on(t.escrowOpenedAt)
      .where(sql`${t.status} = 'finalized'`),
    check('offers_turn_check', sql`${t.turn} in (${sql.raw(OFFER_SIDES.map((side) => `'${side}'`).join(', '))})`),
    check('offers_signed_by_check', sql`${t.signedBy} in (${sql.raw(OFFER_SIDES.map((side) => `'${side}'`).join(', '))})`),
    index('offers_seller_idx').on(t.sellerAccountId, t.updatedAt),
    index('offers_listing_idx').on(t.listingId, t.status),
    index('offers_party_emails_idx').using('gin', t.partyEmails),
    // The statuses of the offer transition table (packages/shared/src/offers/offer-transitions.ts).
    check('offers_status_check', sql`${t.status} in (${sql.raw(OFFER_STATUSES.map((status) => `'${status}'`).join(', '))})`),
  ],
);

/**
 * Who signed and how (typed or drawn), when and from where (spec: time, IP, user agent): the
 * columns every signature table has, fresh builders for each table.
 */
function signatureColumns() {
  return {
    signerAccountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    method: text().$type<'typed' | 'drawn'>().notNull(),
    typedName: text(),
    /** A drawn signature, as the PNG data URL the canvas gave. */
    image: text(),
    ip: text().notNull(),
    userAgent: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  };
}

/** Each buyer's signature on the offer: how (typed or drawn), when, from where (spec: time, IP, user agent). */
export const offerSignatures = pgTable(
  'offer_signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The buyer of the draft (their _id) this signature is for. */
    buyerId: uuid().notNull(),
    ...signatureColumns(),
  },
  (t) => [uniqueIndex('offer_signatures_one_per_buyer').on(t.offerId, t.buyerId)],
);

/** The rendered offer PDFs (the buyer's language and an English copy), in private storage, with their SHA-256. */
export const offerDocuments = pgTable(
  'offer_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text().$type<TOfferPdfKind>().notNull().default('offer-pdf'),
    locale: text().notNull(),
    storageKey: text().notNull(),
    sha256: char({ length: 64 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_documents_one_per_locale').on(t.offerId, t.kind, t.locale)],
);

/** Every move of an offer (docs/decisions/036-stateful-capabilities.md). */
export const offerEvents = stateEventsTable('offer_events');

/**
 * The rounds of a negotiation (decision 054): round 0 is the offer as sent, each later one an
 * edit, counter or renegotiation, with its full terms, the changes against the round before and
 * the author's signature (time, IP and user agent, as for the offer's own signatures).
 */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    side: text().$type<TOfferSide>().notNull(),
    action: text().$type<'send' | 'edit' | 'counter' | 'renegotiate'>().notNull(),
    authorAccountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    terms: jsonb().$type<TNegotiableTerms>().notNull(),
    changes: jsonb().$type<TTermChange[]>().notNull(),
    signatureMethod: text().$type<'typed' | 'drawn'>(),
    typedName: text(),
    image: text(),
    ip: text(),
    userAgent: text(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_versions_one_per_round').on(t.offerId, t.round)],
);

/** The final terms' signatures (Finalize): one per side, with time, IP and user agent. */
export const offerFinalSignatures = pgTable(
  'offer_final_signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    side: text().$type<TOfferSide>().notNull(),
    ...signatureColumns(),
  },
  (t) => [uniqueIndex('offer_final_signatures_one_per_side').on(t.offerId, t.side)],
);

/**
 * Verification of deposit requests: one per bank the buyer asks, answered once through a
 * tokenised link (only its SHA-256 is stored) within 48 hours.
 */
export const vodRequests = pgTable(
  'vod_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The buyer of the draft (their _id) whose bank is asked. */
    buyerId: uuid().notNull(),
    bankName: text().notNull(),
    bankerEmail: text().notNull(),
    /** The language of the bank's email and page. */
    locale: text().notNull(),
    tokenHash: char({ length: 64 }).notNull(),
    status: text().$type<TVodStatus>().notNull().default('pending'),
    requestedBy: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    /** The officer's name, signature and optional letter (a private upload). */
    officerName: text(),
    signatureMethod: text().$type<'typed' | 'drawn'>(),
    typedName: text(),
    image: text(),
    letterMediaId: uuid(),
    ip: text(),
    userAgent: text(),
    /** What the officer is asked, as it stood when the request was sent (the draft may change after). */
    buyerName: text().notNull(),
    /** The bank's accounts with only the last 4 characters of their numbers (the link travels by email). */
    accounts: jsonb().$type<TVodAccount[]>().notNull(),
    /** The amount to verify: the cash needed to close (offer price less owner carry), in the offer's currency. */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vod_requests_token_idx').on(t.tokenHash),
    // One open request per bank of a buyer: a second send while one waits is refused (a resend closes the expired one first).
    uniqueIndex('vod_requests_one_pending_per_bank')
      .on(t.offerId, t.buyerId, t.bankName, t.bankerEmail)
      .where(sql`${t.status} = 'pending'`),
    index('vod_requests_offer_idx').on(t.offerId, t.createdAt),
    check('vod_requests_status_check', sql`${t.status} in ('pending', 'verified', 'not-verified', 'expired')`),
  ],
);

/**
 * The reminders sent before a finalized offer's deposits fall due: one row per deposit (its place
 * in the schedule), inserted with the mails in one transaction, so each deposit is reminded once.
 */
export const offerDepositReminders = pgTable(
  'offer_deposit_reminders',
  {
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    /** The deposit's place in the schedule: 0 is the initial deposit, 1 the first increase… */
    depositIndex: integer().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.depositIndex] })],
);
