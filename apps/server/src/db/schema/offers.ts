import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { OFFER_STATUSES, type TOfferStatus } from '@app/shared/offers/offer-transitions';
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerAccountId, t.updatedAt),
    index('offers_seller_idx').on(t.sellerAccountId, t.updatedAt),
    index('offers_listing_idx').on(t.listingId, t.status),
    index('offers_party_emails_idx').using('gin', t.partyEmails),
    // The statuses of the offer transition table (packages/shared/src/offers/offer-transitions.ts).
    check('offers_status_check', sql`${t.status} in (${sql.raw(OFFER_STATUSES.map((status) => `'${status}'`).join(', '))})`),
  ],
);

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
    signerAccountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    method: text().$type<'typed' | 'drawn'>().notNull(),
    typedName: text(),
    /** A drawn signature, as the PNG data URL the canvas gave. */
    image: text(),
    ip: text().notNull(),
    userAgent: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    kind: text().notNull().default('offer-pdf'),
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
