import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { offers } from '../../db/schema/index';
import { offerTestbed } from './offers.fixtures';

const { app, db, seller, buyer, newListing, startOffer, fillOffer, signAll, payDeposit } = await offerTestbed();

describe('completedOffersError (spec section 7)', () => {
  it('when a sent offer’s completedOffers cannot be built, its parties’ sockets get completedOffersError and the paid offer is sent all the same', async () => {
    // A stand-in for any failure while building the event: the offer moves to a listing whose id
    // PostgreSQL stores but the event's schema refuses (not an RFC 4122 UUID), so the payload fails.
    const odd = await newListing({ id: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa' });
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    await db.update(offers).set({ listingId: odd.id }).where(eq(offers.id, offer._id));
    const emitted = vi.spyOn(app.deps.realtime, 'emitRegistered');
    const { paid } = await payDeposit(offer._id);
    expect(paid?.statusCode, paid?.body).toBe(200);
    expect(paid?.json().data.payment.status).toBe('succeeded');
    await app.deps.outbox.drain();
    const toSeller = emitted.mock.calls.filter(([room]) => room === `user:${seller.id}`).map(([, name, payload]) => [name, payload]);
    expect(toSeller).toEqual([['completedOffersError', { code: 'anErrorHasOccured' }]]);
    const toBuyer = emitted.mock.calls.filter(([room]) => room === `user:${buyer.id}`).map(([, name]) => name);
    expect(toBuyer).toEqual(['completedOffersError']);
    emitted.mockRestore();
    // The buyer's payment stands and the offer is sent.
    const [row] = await db.select().from(offers).where(eq(offers.id, offer._id));
    expect(row!.status).toBe('sent');
    expect(row!.bookingPaymentId).toBe(paid?.json().data.payment._id);
  });
});
