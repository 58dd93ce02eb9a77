import { eq } from 'drizzle-orm';
import type { TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { offers } from '../../db/schema/index';
import { type offerTestbed } from './offers.fixtures';
import { findOffer, insertOffer, type OfferRow } from './offers.repo';

type Testbed = Awaited<ReturnType<typeof offerTestbed>>;

/** The negotiation's later states for tests that start there: offers inserted as they stand, and one sent for real (paid). */
export function negotiationFixtures(tb: Testbed) {
  /** An offer on a listing of the seller's, inserted in a state (draft pages as given). */
  async function offerIn(values: Partial<typeof offers.$inferInsert>, listingId?: string): Promise<OfferRow> {
    const draft: TOfferDraft = { basics: { offerPrice: 60_000_000 }, terms: { initial_escrow_deposit: { deposit: 1_800_000 } } };
    return insertOffer(tb.db, {
      listingId: listingId ?? (await tb.newListing({ country: 'us', state: 'CA', latitude: null, longitude: null })).id,
      buyerAccountId: tb.buyer.id,
      sellerAccountId: tb.seller.id,
      offerPriceMinor: 60_000_000,
      draft,
      sentAt: new Date(),
      ...values,
    });
  }

  /** An offer filled out, signed and sent through the API (its booking deposit paid), on a Los Angeles listing. */
  async function sentOffer(): Promise<OfferRow> {
    const listing = await tb.newListing({ country: 'us', state: 'CA', latitude: 34.05, longitude: -118.24 });
    const offer = await tb.signAll(await tb.fillOffer(await tb.startOffer(listing.id)));
    const { paid } = await tb.payDeposit(offer._id);
    if (paid?.statusCode !== 200) throw new Error(`booking deposit failed: ${paid?.body}`);
    return (await findOffer(tb.db, offer._id))!;
  }

  /** A sent offer the seller has accepted (the listing under offer, no answer owed). */
  async function acceptedOffer(): Promise<OfferRow> {
    const row = await sentOffer();
    await tb.db
      .update(offers)
      .set({ status: 'accepted', turn: null, respondBy: null, acceptedAt: new Date() })
      .where(eq(offers.id, row.id));
    return (await findOffer(tb.db, row.id))!;
  }

  return { offerIn, sentOffer, acceptedOffer };
}
