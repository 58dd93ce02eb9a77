import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { createTestApp } from '../../../test/app';
import { cardForm } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { accounts } from '../../db/schema/index';
import { clearLimit } from '../../platform/rate-limit/limits';
import { seedListing } from '../../seed/factories';
import { TINY_PDF, upload } from '../media/media.fixtures';

/**
 * A test app with a seller (reads Traditional Chinese), a buyer (Spanish) and a stranger, and the
 * steps of making an offer through the API; each offers test file builds its own.
 */
export async function offerTestbed() {
  const { app, db } = await createTestApp();
  const seller = await seedRoleAccount(db, 'owner');
  const buyer = await seedRoleAccount(db, 'owner');
  const stranger = await seedRoleAccount(db, 'stranger');
  // Each party reads in their own language: the seller Traditional Chinese, the buyer Spanish.
  await db.update(accounts).set({ locale: 'zh-Hant' }).where(eq(accounts.id, seller.id));
  await db.update(accounts).set({ locale: 'es' }).where(eq(accounts.id, buyer.id));
  const sellerClient = await clientAs(app, seller);
  const buyerClient = await clientAs(app, buyer);
  const strangerClient = await clientAs(app, stranger);

  /** An active listing of the seller's at $685,000.00. */
  const newListing = (overrides: Parameters<typeof seedListing>[1] = {}) =>
    seedListing(db, {
      ownerId: seller.id,
      priceMinor: 68_500_000,
      currency: 'USD',
      complete: true,
      status: 'active',
      hidden: false,
      ...overrides,
    });

  async function startOffer(listingId: string, client = buyerClient): Promise<TOffer> {
    const res = await client.post('/api/v1/offers', { propertyId: listingId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as TOffer;
  }

  const save = (id: string, body: unknown, client = buyerClient) => client.put(`/api/v1/offers/${id}`, body);

  async function privatePdf(client = buyerClient): Promise<string> {
    const res = await upload(app, client, { name: 'id.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'private' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  }

  /** Every page but Sign answered, for a sole owner: the buyer with an ID, a bank and its three months of statements. */
  async function fillOffer(offer: TOffer, price = 60_000_000): Promise<TOffer> {
    const buyerId = offer.buyers[0]!._id;
    const res = await save(offer._id, {
      basics: { offerPrice: price, filledBy: 'buyer', closingDays: 30 },
      titleVesting: { ownershipType: 'sole-ownership', titleHeldAs: 'A single person, as sole owner' },
      buyers: {
        buyers: [
          {
            _id: buyerId,
            name: { first: 'Mei', last: 'Lin' },
            address: { street: '1 Market St', city: 'San Francisco', state: 'CA', zip_code: '94105', country: 'us' },
            email: buyer.email,
            phone: '(415) 555-0134',
          },
        ],
      },
      vod: {
        vod: [
          {
            buyerId,
            banks: [
              {
                bankName: 'First Bay Bank',
                bankersName: 'Ray Ortiz',
                bankersPhone: '(415) 555-0199',
                bankersEmail: 'ray@firstbay.example',
                accounts: [
                  {
                    accountName: 'Savings',
                    accountType: 'savings',
                    accountNumber: '000123456789',
                    mostRecentBankStatement: [await privatePdf(), await privatePdf(), await privatePdf()],
                  },
                ],
              },
            ],
            vodSignature: { method: 'typed', typedName: 'Mei Lin' },
          },
        ],
      },
      documents: { documents: [{ buyerId, govermentID: [await privatePdf()] }] },
      authorization: { shareWithSeller: true, chargeBookingDeposit: true },
      terms: {
        initial_escrow_deposit: { deposit: 1_800_000 },
        increase_escrow_deposits: [{ deposit: 1_200_000 }],
        escrowPeriodDays: 30,
        ownerCarry: 0,
        minimumCounter: 59_000_000,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TOffer;
  }

  async function signAll(offer: TOffer, signature: unknown = { method: 'typed', typedName: 'Mei Lin' }): Promise<TOffer> {
    const res = await buyerClient.post(
      `/api/v1/offers/${offer._id}/signatures`,
      { buyerId: offer.buyers[0]!._id, signature },
      { 'user-agent': 'OfferTest/1.0' },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as TOffer;
  }

  async function payDeposit(offerId: string) {
    const checkout = await buyerClient.post('/api/v1/checkouts', { product: { kind: 'offer-booking-deposit', ref: offerId } });
    if (checkout.statusCode !== 201) return { checkout, paid: undefined };
    const paid = await buyerClient.post(
      `/api/v1/checkouts/${checkout.json().data._id}/pay`,
      { card: cardForm() },
      { 'idempotency-key': crypto.randomUUID() },
    );
    return { checkout, paid };
  }

  /** An offer sent on the listing (filled, signed, its booking deposit paid), as the buyer reads it, its mails delivered. */
  async function sentOffer(listingId: string, price = 60_000_000): Promise<TOffer> {
    const offer = await signAll(await fillOffer(await startOffer(listingId), price));
    const { paid } = await payDeposit(offer._id);
    expect(paid?.statusCode, paid?.body).toBe(200);
    // Files of negotiation tests pay many deposits; the card-testing limits are not what they test.
    await clearLimit(app.deps.rateLimiter, 'cardAttemptsPerAccount', buyer.id);
    await clearLimit(app.deps.rateLimiter, 'cardAttemptsPerIp', '127.0.0.1');
    await app.deps.outbox.drain();
    return (await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
  }

  return {
    app,
    db,
    seller,
    buyer,
    stranger,
    sellerClient,
    buyerClient,
    strangerClient,
    newListing,
    startOffer,
    save,
    privatePdf,
    fillOffer,
    signAll,
    payDeposit,
    sentOffer,
  };
}
