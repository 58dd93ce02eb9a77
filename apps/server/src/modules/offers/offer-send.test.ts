import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { offers } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { offerTestbed } from './offers.fixtures';

const { app, db, seller, buyer, buyerClient, newListing, startOffer, fillOffer, signAll, payDeposit } = await offerTestbed();

describe('completedOffersError (spec section 7)', () => {
  it('when the seller’s completedOffers cannot be built, their sockets get completedOffersError and the paid offer is sent all the same', async () => {
    // A stand-in for any failure while building the event: an unseen offer on a listing whose id
    // PostgreSQL stores but the event's schema refuses (not an RFC 4122 UUID), so the payload fails.
    const odd = await seedListing(db, { id: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa', ownerId: seller.id, status: 'active' });
    await db
      .insert(offers)
      .values({ listingId: odd.id, buyerAccountId: buyer.id, sellerAccountId: seller.id, status: 'sent', seen: false });
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    const emitted = vi.spyOn(app.deps.realtime, 'emitRegistered');
    const { paid } = await payDeposit(offer._id);
    expect(paid?.statusCode, paid?.body).toBe(200);
    expect(paid?.json().data.payment.status).toBe('succeeded');
    await app.deps.outbox.drain();
    const toSeller = emitted.mock.calls.filter(([room]) => room === `user:${seller.id}`).map(([, name, payload]) => [name, payload]);
    expect(toSeller).toEqual([['completedOffersError', { code: 'anErrorHasOccured' }]]);
    emitted.mockRestore();
    // The buyer's payment stands and the offer is sent.
    const sent = (await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    expect(sent).toMatchObject({ status: 'sent', completed: true });
    const [row] = await db.select().from(offers).where(eq(offers.id, offer._id));
    expect(row!.bookingPaymentId).toBe(paid?.json().data.payment._id);
  });
});
