import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_CARD, uploadFile } from './listings';

const CLIENT = { 'x-requested-with': 'fetch' };
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const privatePdf = (request: APIRequestContext, name: string) =>
  uploadFile(request, { name, type: 'application/pdf', bytes: PDF, access: 'private' });

/** What the buyer offers: the price and the deposits in whole units of the listing's currency. */
export type OfferTermsInput = { price: number; initialDeposit: number; escrowDays: number; minimumCounter: number; bankersEmail: string };

/**
 * Makes and sends an offer through the API as the signed-in buyer (the eight pages, the signature
 * and the booking deposit paid with a test card), for journeys that start from a sent offer: the
 * pages themselves are walked in offers.e2e.ts. Returns the offer's id.
 */
export async function sendOffer(
  request: APIRequestContext,
  listingId: string,
  buyerEmail: string,
  terms: OfferTermsInput,
): Promise<string> {
  const started = await request.post('/api/v1/offers', { headers: CLIENT, data: { propertyId: listingId } });
  expect(started.status()).toBe(201);
  const offer = (await started.json()).data as { _id: string; buyers: { _id: string }[] };
  const buyerId = offer.buyers[0]!._id;
  const statements = [
    await privatePdf(request, 'statement-1.pdf'),
    await privatePdf(request, 'statement-2.pdf'),
    await privatePdf(request, 'statement-3.pdf'),
  ];
  const saved = await request.put(`/api/v1/offers/${offer._id}`, {
    headers: CLIENT,
    data: {
      basics: { offerPrice: terms.price * 100, filledBy: 'buyer', closingDays: 45 },
      titleVesting: { ownershipType: 'sole-ownership', titleHeldAs: 'Ada Okafor, a single woman, as her sole property' },
      buyers: {
        buyers: [
          {
            _id: buyerId,
            name: { first: 'Ada', last: 'Okafor' },
            address: { street: '1 Market St', city: 'San Francisco', state: 'CA', zip_code: '94105', country: 'us' },
            email: buyerEmail,
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
                bankersEmail: terms.bankersEmail,
                accounts: [
                  { accountName: 'Savings', accountType: 'savings', accountNumber: '000123456789', mostRecentBankStatement: statements },
                ],
              },
            ],
            vodSignature: { method: 'typed', typedName: 'Ada Okafor' },
          },
        ],
      },
      documents: { documents: [{ buyerId, govermentID: [await privatePdf(request, 'passport.pdf')] }] },
      authorization: { shareWithSeller: true, chargeBookingDeposit: true },
      terms: {
        initial_escrow_deposit: { deposit: terms.initialDeposit * 100 },
        escrowPeriodDays: terms.escrowDays,
        ownerCarry: 0,
        minimumCounter: terms.minimumCounter * 100,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const signed = await request.post(`/api/v1/offers/${offer._id}/signatures`, {
    headers: CLIENT,
    data: { buyerId, signature: { method: 'typed', typedName: 'Ada Okafor' } },
  });
  expect(signed.status(), await signed.text()).toBe(201);
  const checkout = await request.post('/api/v1/checkouts', {
    headers: CLIENT,
    data: { product: { kind: 'offer-booking-deposit', ref: offer._id } },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const paid = await request.post(`/api/v1/checkouts/${(await checkout.json()).data._id}/pay`, {
    headers: { ...CLIENT, 'idempotency-key': `offer-${offer._id}` },
    data: { card: DEMO_CARD },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return offer._id;
}
