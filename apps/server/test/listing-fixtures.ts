import type { FastifyInstance } from 'fastify';
import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { cameraJpegWithGps, upload } from '../src/modules/media/media.fixtures';
import type { HttpClient } from './http-client';

/** A complete Basics step for a house in Austin. */
export function basics(overrides: Partial<TListingDraft> = {}): TListingDraft {
  return {
    listingType: 'resale',
    listingKind: 'individual',
    sellerRole: 'seller-owner',
    address: { country: 'us', street: '1204 Maple Ave', city: 'Austin', state: 'TX', zip: '78704' },
    location: { lat: 30.2451, lng: -97.7684 },
    title: 'Sunlit 3-bed bungalow near Zilker Park',
    description: 'Open kitchen, new roof, quiet street ten minutes from downtown.',
    currency: 'USD',
    price: 68_500_000,
    minimumSellingPrice: 65_000_000,
    propertyType: 'house',
    beds: 3,
    baths: 2,
    sizeUnit: 'sqft',
    size: 1_850,
    lotSize: 6_500,
    yearBuilt: 1948,
    ...overrides,
  };
}

/** Uploads one photo through the real media flow; returns its media id. */
export async function uploadPhoto(app: FastifyInstance, client: HttpClient): Promise<string> {
  const res = await upload(app, client, { name: 'front.jpg', type: 'image/jpeg', bytes: await cameraJpegWithGps() });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

/** A draft with every step complete (one uploaded photo unless `photos` are given, a 6-month plan). */
export async function completeDraft(
  app: FastifyInstance,
  client: HttpClient,
  overrides: Partial<TListingDraft> = {},
): Promise<TListingDraft> {
  return {
    ...basics(),
    features: ['pool'],
    appliances: ['dishwasher'],
    photos: overrides.photos ?? [{ mediaId: await uploadPhoto(app, client), caption: 'Front' }],
    nonNegotiable: [{ item: 'natural-hazard-report', payer: 'seller' }],
    feesAndTaxes: [{ item: 'property-tax', amount: 950_000, term: 'annual' }],
    termMonths: 6,
    ...overrides,
  };
}

/** Pays the listing plan through checkout with the demo card; returns the pay response. */
export async function payListing(client: HttpClient, listingId: string, term: 3 | 6 = 6) {
  const checkout = await client.post('/api/v1/checkouts', { product: { kind: 'listing-plan', ref: listingId, options: { term } } });
  if (checkout.statusCode !== 201) return checkout;
  return client.post(
    `/api/v1/checkouts/${checkout.json().data._id}/pay`,
    {
      card: {
        cardholderName: 'Mei Lin',
        number: '4242424242424242',
        expiry: '12/2031',
        securityCode: '123',
        street: '1 Market St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78704',
        country: 'United States',
      },
    },
    { 'idempotency-key': crypto.randomUUID() },
  );
}
