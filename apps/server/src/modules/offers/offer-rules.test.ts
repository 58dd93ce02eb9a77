import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { listings } from '../../db/schema/index';
import { storeEuroRates } from '../../platform/fx/fx-rates.repo';
import { offerTestbed } from './offers.fixtures';

const { db, buyerClient, newListing, startOffer, save, privatePdf, fillOffer, signAll, payDeposit } = await offerTestbed();
// The server's rates of the day: 1 EUR = 1.25 USD = 180 JPY, so $100 is EUR 80 and JPY 14,400.
await storeEuroRates(db, { day: '2026-11-25', perEur: { USD: 1.25, JPY: 180 } });

describe('VOD: the most recent 3 months of statements (decision 053)', () => {
  it('an account with fewer than three statement files is unfinished with "Upload the most recent 3 months of statements."', async () => {
    const offer = await fillOffer(await startOffer((await newListing()).id));
    const vod = offer.draft!.vod!.vod![0]!;
    const account = vod.banks![0]!.accounts![0]!;
    const withStatements = async (count: number) => {
      const files = await Promise.all(Array.from({ length: count }, () => privatePdf()));
      const bank = { ...vod.banks![0]!, accounts: [{ ...account, mostRecentBankStatement: files }] };
      const res = await save(offer._id, { vod: { vod: [{ ...vod, banks: [bank] }] } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as TOffer).pages.vod;
    };
    expect(await withStatements(2)).toEqual({
      complete: false,
      invalid: {},
      missing: { 'vod.0.banks.0.accounts.0.mostRecentBankStatement': 'Upload the most recent 3 months of statements.' },
    });
    expect(await withStatements(3)).toMatchObject({ complete: true });
  });
});

describe('the booking deposit minimum in the listing’s currency (decision 053)', () => {
  it('a EUR listing’s minimum is $100 at the day’s rate (EUR 80.00), in the offer and at checkout', async () => {
    const listing = await newListing({ currency: 'EUR', priceMinor: 5_000_000 });
    // EUR 32,000: 1.2% is EUR 384, 20% of it EUR 76.80, under the EUR 80 minimum.
    const offer = await signAll(await fillOffer(await startOffer(listing.id), 3_200_000));
    expect(offer.money.bookingDeposit).toBe(8_000);
    const { checkout } = await payDeposit(offer._id);
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect(checkout.json().data.amount).toEqual({ amount: 8_000, currency: 'EUR' });
  });

  it('a JPY listing (no minor unit) needs JPY 14,400, not 10,000 yen', async () => {
    const listing = await newListing({ currency: 'JPY', priceMinor: 30_000_000 });
    // JPY 5,000,000: 1.2% is 60,000, 20% of it 12,000, under JPY 14,400.
    const offer = await fillOffer(await startOffer(listing.id), 5_000_000);
    expect(offer.money.bookingDeposit).toBe(14_400);
  });

  it('above the minimum the deposit stays 20% of the technology fee', async () => {
    const listing = await newListing({ currency: 'EUR', priceMinor: 60_000_000 });
    const offer = await fillOffer(await startOffer(listing.id), 50_000_000);
    expect(offer.money.bookingDeposit).toBe(120_000);
  });
});

describe('agent-listed properties: the exclusive listing agreement (decision 053)', () => {
  it('an offer cannot be sent once the listing agent removed the agreement: "Agent-listed properties need an exclusive listing."', async () => {
    const agreement = { mediaId: crypto.randomUUID(), title: 'Exclusive listing', kind: 'exclusive-listing' as const };
    const listing = await newListing({ sellerRole: 'listing-agent', details: { sellerRole: 'listing-agent', documents: [agreement] } });
    const offer = await signAll(await fillOffer(await startOffer(listing.id)));
    await db
      .update(listings)
      .set({ details: { ...listing.details, documents: [] } })
      .where(eq(listings.id, listing.id));
    const { checkout } = await payDeposit(offer._id);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe('Agent-listed properties need an exclusive listing.');
    expect((await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data.status).toBe('draft');
  });
});
