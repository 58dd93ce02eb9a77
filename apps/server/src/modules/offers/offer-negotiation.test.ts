import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { termsOfDraft, type TNegotiableTerms } from '@app/shared/offers/offer-negotiation';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { latestMail } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { devMailbox, listings, offers, payments, refunds } from '../../db/schema/index';
import { enqueue } from '../../platform/outbox/outbox';
import { BOOKING_REFUND_TOPIC } from './offer-effects';
import { offerTestbed } from './offers.fixtures';

const { app, db, seller, buyer, sellerClient, buyerClient, strangerClient, newListing, sentOffer } = await offerTestbed();

type Client = typeof buyerClient;
const signature = { method: 'typed', typedName: 'Signed Name' } as const;
const termsOf = (offer: TOffer): TNegotiableTerms => termsOfDraft(offer.draft ?? {});
const post = (client: Client, offer: TOffer, action: string, body?: unknown) => client.post(`/api/v1/offers/${offer._id}/${action}`, body);
const counter = (client: Client, offer: TOffer, change: Partial<TNegotiableTerms>, action = 'counter') =>
  post(client, offer, action, { terms: { ...termsOf(offer), ...change }, signature });
const ok = (res: { statusCode: number; body: string; json: () => { data: TOffer } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const rowOf = async (id: string) => (await db.select().from(offers).where(eq(offers.id, id)))[0]!;
const listingStatus = async (id: string) => (await db.select().from(listings).where(eq(listings.id, id)))[0]!.status;
const refundsOf = async (offer: TOffer) => db.select().from(refunds).where(eq(refunds.paymentId, offer.bookingDeposit!.paymentId!));

describe('counters (decision 054)', () => {
  it('the seller counters with signed terms: a new round with its field changes, the turn and the window go to the buyer, who hears in Spanish', async () => {
    const offer = await sentOffer((await newListing()).id);
    expect(offer.versions).toMatchObject([{ round: 0, side: 'buyer', action: 'send', changes: [] }]);
    expect(offer.respondBy).not.toBeNull();
    const countered = ok(await counter(sellerClient, offer, { offerPrice: 64_000_000 }, 'counter'));
    expect(countered).toMatchObject({ status: 'countered', turn: 'buyer', relation: 'seller' });
    expect(countered.versions[1]).toMatchObject({
      round: 1,
      side: 'seller',
      action: 'counter',
      changes: [{ field: 'offerPrice', from: 60_000_000, to: 64_000_000 }],
    });
    expect(new Date(countered.respondBy!).getTime()).toBeGreaterThan(Date.now());
    const row = await rowOf(offer._id);
    expect(row.offerPriceMinor).toBe(64_000_000);
    expect(row.draft.basics?.offerPrice).toBe(64_000_000);
    expect((await latestMail(app, buyer.email))?.subject).toContain('Novedades de la oferta');
    // The buyer side now answers; the seller may not counter its own counter.
    expect((await counter(sellerClient, countered, { offerPrice: 63_000_000 })).statusCode).toBe(409);
    expect(ok(await counter(buyerClient, countered, { offerPrice: 62_000_000 }))).toMatchObject({ status: 'countered', turn: 'seller' });
  });

  it("a counter below the minimum counter says 'Offer must be above minimum counter' on the price; the minimum itself is allowed", async () => {
    const offer = await sentOffer((await newListing()).id);
    const below = await counter(sellerClient, offer, { offerPrice: 58_999_999 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      success: false,
      message: 'Offer must be above minimum counter',
      fields: { 'terms.offerPrice': 'Offer must be above minimum counter' },
    });
    ok(await counter(sellerClient, offer, { offerPrice: 59_000_000 }));
  });

  it('a counter that changes nothing, or breaks the Terms page rules, is refused with its reason', async () => {
    const offer = await sentOffer((await newListing()).id);
    const same = await counter(sellerClient, offer, {});
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Change at least one term before sending new terms.');
    const deposits = await counter(sellerClient, offer, { initialDeposit: 70_000_000 });
    expect(deposits.json()).toMatchObject({
      fields: { 'terms.increaseDeposits': 'The deposits cannot add up to more than the offer price.' },
    });
    expect((await rowOf(offer._id)).status).toBe('sent');
  });

  it('the buyer edits the sent offer until the seller opens it (Offer Terms Updated), then not', async () => {
    const offer = await sentOffer((await newListing()).id);
    const edited = ok(await counter(buyerClient, offer, { escrowPeriodDays: 45 }, 'edit'));
    expect(edited).toMatchObject({ status: 'sent', turn: 'seller' });
    expect(edited.versions.at(-1)).toMatchObject({ action: 'edit', changes: [{ field: 'escrowPeriodDays', from: 30, to: 45 }] });
    await sellerClient.get(`/api/v1/offers/${offer._id}`);
    expect((await counter(buyerClient, edited, { escrowPeriodDays: 50 }, 'edit')).statusCode).toBe(409);
  });

  it('a stranger does not see the offer (404); a co-buyer may read it but not negotiate (403)', async () => {
    const offer = await sentOffer((await newListing()).id);
    expect((await counter(strangerClient, offer, { offerPrice: 61_000_000 })).statusCode).toBe(404);
    const coBuyer = await seedRoleAccount(db, 'stranger');
    const row = await rowOf(offer._id);
    const buyers = [...(row.draft.buyers?.buyers ?? []), { _id: crypto.randomUUID(), email: coBuyer.email }];
    await db
      .update(offers)
      .set({ draft: { ...row.draft, buyers: { buyers } } })
      .where(eq(offers.id, offer._id));
    const coClient = await clientAs(app, coBuyer);
    expect((await post(coClient, offer, 'cancel', { reason: 'Changed my mind' })).statusCode).toBe(403);
    expect((await post(coClient, offer, 'accept')).statusCode).toBe(403);
  });
});

describe('decline and renegotiate', () => {
  it('a decline needs a reason, refunds the booking deposit once, and the declined buyer may renegotiate within the window', async () => {
    const offer = await sentOffer((await newListing()).id);
    expect((await post(sellerClient, offer, 'decline', { reason: ' ' })).statusCode).toBe(400);
    const declined = ok(await post(sellerClient, offer, 'decline', { reason: 'Too low' }));
    expect(declined).toMatchObject({ status: 'declined', turn: 'buyer' });
    expect(declined.history.at(-1)).toMatchObject({ action: 'decline', reason: 'Too low' });
    expect((await latestMail(app, buyer.email))?.text).toContain('Motivo: Too low');
    // Delivered, then asked again twice (a retried job, a second node): one refund.
    await enqueue(db, BOOKING_REFUND_TOPIC, { offerId: offer._id });
    await enqueue(db, BOOKING_REFUND_TOPIC, { offerId: offer._id });
    await Promise.all([app.deps.outbox.drain(), app.deps.outbox.drain()]);
    expect(await refundsOf(offer)).toMatchObject([{ status: 'succeeded', amount: offer.bookingDeposit!.amount.amount }]);
    const [payment] = await db.select().from(payments).where(eq(payments.id, offer.bookingDeposit!.paymentId!));
    expect(payment!.refundedAmount).toBe(offer.bookingDeposit!.amount.amount);
    // The seller declined, so only the buyer side may renegotiate.
    expect((await counter(sellerClient, declined, { offerPrice: 65_000_000 }, 'renegotiate')).statusCode).toBe(409);
    const reopened = ok(await counter(buyerClient, declined, { offerPrice: 62_000_000 }, 'renegotiate'));
    expect(reopened).toMatchObject({ status: 'countered', turn: 'seller' });
    expect(reopened.versions.at(-1)).toMatchObject({ action: 'renegotiate', side: 'buyer' });
  });

  it("after the renegotiation window, and on an expired offer: 'Cannot renegotiate.'", async () => {
    const offer = await sentOffer((await newListing()).id);
    const declined = ok(await post(sellerClient, offer, 'decline', { reason: 'Too low' }));
    await db
      .update(offers)
      .set({ respondBy: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer._id));
    const late = await counter(buyerClient, declined, { offerPrice: 62_000_000 }, 'renegotiate');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, message: 'Cannot renegotiate.' });
    await db.update(offers).set({ status: 'expired', turn: null }).where(eq(offers.id, offer._id));
    expect((await counter(buyerClient, declined, { offerPrice: 62_000_000 }, 'renegotiate')).json().message).toBe('Cannot renegotiate.');
  });

  it('an answer owed past its response window is refused (the offer is about to expire)', async () => {
    const offer = await sentOffer((await newListing()).id);
    await db
      .update(offers)
      .set({ respondBy: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer._id));
    expect((await post(sellerClient, offer, 'accept')).statusCode).toBe(409);
  });
});

describe('accepting, backups and the deal falling through', () => {
  it('accept puts the listing under offer and the other open offers on review; cancelling the deal brings them back', async () => {
    const listing = await newListing();
    const first = await sentOffer(listing.id);
    const second = await sentOffer(listing.id, 61_000_000);
    const accepted = ok(await post(sellerClient, first, 'accept'));
    expect(accepted).toMatchObject({ status: 'accepted', turn: null, respondBy: null });
    expect(accepted.acceptedAt).not.toBeNull();
    expect(await listingStatus(listing.id)).toBe('under-offer');
    expect(await rowOf(second._id)).toMatchObject({ status: 'backup', turn: null, respondBy: null });
    await app.deps.outbox.drain();
    const toBuyer = await db.select().from(devMailbox).where(eq(devMailbox.to, buyer.email));
    expect(toBuyer.some((mail) => mail.text.includes('En revisión de una mejor oferta'))).toBe(true);
    // One deal per listing: the backup cannot be accepted meanwhile.
    expect((await post(sellerClient, second, 'accept')).statusCode).toBe(409);
    // The buyer cancels the deal: the listing is back on the market and the backup back with the seller.
    const cancelled = ok(await post(buyerClient, first, 'cancel', { reason: 'Financing fell through' }));
    expect(cancelled.status).toBe('cancelled');
    expect(await listingStatus(listing.id)).toBe('active');
    const promoted = await rowOf(second._id);
    expect(promoted).toMatchObject({ status: 'sent', turn: 'seller', seen: false });
    expect(promoted.respondBy!.getTime()).toBeGreaterThan(Date.now());
    await app.deps.outbox.drain();
    expect(await refundsOf(first)).toHaveLength(1);
    expect(await refundsOf(second)).toHaveLength(0);
    ok(await post(sellerClient, second, 'accept'));
  });

  it('a counter and an accept at once: one wins, the other gets 409', async () => {
    const offer = await sentOffer((await newListing()).id);
    const [countered, accepted] = await Promise.all([
      counter(sellerClient, offer, { offerPrice: 64_000_000 }),
      post(sellerClient, offer, 'accept'),
    ]);
    expect([countered.statusCode, accepted.statusCode].sort()).toEqual([200, 409]);
    expect((await rowOf(offer._id)).status).toBe(countered.statusCode === 200 ? 'countered' : 'accepted');
  });

  it('two offers accepted at once on one listing: one deal, the other 409', async () => {
    const listing = await newListing();
    const [first, second] = [await sentOffer(listing.id), await sentOffer(listing.id)];
    const results = await Promise.all([post(sellerClient, first, 'accept'), post(sellerClient, second, 'accept')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const statuses = [(await rowOf(first._id)).status, (await rowOf(second._id)).status].sort();
    expect(statuses).toEqual(['accepted', 'backup']);
  });
});

describe('the seller’s compare view', () => {
  it('lists every sent offer on the listing with its terms and VOD outcome, for the listing’s owner only', async () => {
    const listing = await newListing();
    const offer = await sentOffer(listing.id);
    const res = await sellerClient.get(`/api/v1/offers/compare/${listing.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.offers).toEqual([
      expect.objectContaining({
        _id: offer._id,
        status: 'sent',
        offerPrice: { amount: 60_000_000, currency: 'USD' },
        initialDeposit: { amount: 1_800_000, currency: 'USD' },
        increaseDeposits: { amount: 1_200_000, currency: 'USD' },
        escrowPeriodDays: 30,
        vod: 'none',
      }),
    ]);
    expect((await buyerClient.get(`/api/v1/offers/compare/${listing.id}`)).statusCode).toBe(404);
    expect((await strangerClient.get(`/api/v1/offers/compare/${listing.id}`)).statusCode).toBe(404);
    expect(seller.id).toBe(listing.ownerId);
  });
});
