import { expect, type APIRequestContext } from '@playwright/test';

const CLIENT = { 'x-requested-with': 'fetch' };
// A 2×2 PNG: the smallest photo the server's image checks accept.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** A file to upload: its name, type and bytes, public (photos) or private (an offer's documents). */
export type UploadFile = { name: string; type: string; bytes: Buffer; access: 'public' | 'private' };

/** Uploads a file through the spec's flow (sign, PUT, confirm) as the signed-in session; returns its media id. */
export async function uploadFile(request: APIRequestContext, file: UploadFile): Promise<string> {
  const query = new URLSearchParams({ 'file-name': file.name, 'file-type': file.type, access: file.access });
  const signed = await request.get(`/api/v1/images/sign?${query}`);
  expect(signed.status()).toBe(200);
  const { signed: target, uploadId } = (await signed.json()).data as { signed: { signedRequest: string }; uploadId: string };
  const put = await request.put(target.signedRequest, {
    headers: { 'content-type': file.type, 'content-disposition': `inline; filename="${file.name}"` },
    data: file.bytes,
  });
  expect(put.ok()).toBe(true);
  const confirmed = await request.post('/api/v1/images', {
    headers: CLIENT,
    data: { uploadId, name: file.name, fileType: file.type, access: file.access, container: 'listing' },
  });
  expect(confirmed.status()).toBe(201);
  return ((await confirmed.json()).data as { _id: string })._id;
}

/** Uploads a photo as the signed-in page's session. */
export function uploadPhoto(request: APIRequestContext): Promise<string> {
  return uploadFile(request, { name: 'front.png', type: 'image/png', bytes: PNG, access: 'public' });
}

/** A listing with every wizard step complete, ready for its plan to be paid. */
export async function createCompleteListing(
  request: APIRequestContext,
  title = 'Bright corner condo by the river',
  communityId?: string,
): Promise<string> {
  const photo = await uploadPhoto(request);
  const res = await request.post('/api/v1/properties', {
    headers: CLIENT,
    data: {
      listingType: 'resale',
      ...(communityId ? { listingKind: 'community', communityId } : { listingKind: 'individual' }),
      sellerRole: 'seller-owner',
      address: { country: 'us', street: '500 River St', apt: '12B', city: 'Austin', state: 'TX', zip: '78701' },
      location: { lat: 30.2627, lng: -97.7453 },
      title,
      description: 'Corner unit with river views, two balconies and parking.',
      currency: 'USD',
      price: 52_500_000,
      propertyType: 'condo',
      beds: 2,
      baths: 2,
      sizeUnit: 'sqft',
      size: 1_240,
      yearBuilt: 2009,
      hoaFees: 42_000,
      features: ['pool', 'elevator', 'fitness-center'],
      appliances: ['dishwasher', 'washer', 'dryer'],
      photos: [{ mediaId: photo, caption: 'Living room' }],
      feesAndTaxes: [{ item: 'hoa', amount: 42_000, term: 'monthly' }],
      termMonths: 6,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()).data as { _id: string })._id;
}

/** Opens a checkout for a listing's plan; returns its id. */
export async function listingPlanCheckout(request: APIRequestContext, listingId: string, term: 3 | 6 = 6): Promise<string> {
  const res = await request.post('/api/v1/checkouts', {
    headers: CLIENT,
    data: { product: { kind: 'listing-plan', ref: listingId, options: { term } } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()).data as { _id: string })._id;
}

/** Creates a community with its title and an Austin address; returns its id. */
export async function createCommunity(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post('/api/v1/communities', {
    headers: CLIENT,
    data: {
      title,
      description: 'Townhomes and flats around a shared courtyard.',
      listingType: 'new-development',
      address: { country: 'us', street: '1200 E 6th St', city: 'Austin', state: 'TX', zip: '78702' },
      location: { lat: 30.2636, lng: -97.7296 },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()).data as { _id: string })._id;
}

/** A complete listing whose 6-month plan is paid with a demo card, so it is public; returns its id. */
export async function publishListing(request: APIRequestContext, title: string): Promise<string> {
  const listingId = await createCompleteListing(request, title);
  const pay = await request.post(`/api/v1/checkouts/${await listingPlanCheckout(request, listingId)}/pay`, {
    headers: { ...CLIENT, 'idempotency-key': `publish-${listingId}` },
    data: { card: DEMO_CARD },
  });
  expect(pay.status()).toBe(200);
  return listingId;
}

/** A test card with a US billing address, as the checkout's pay call takes it. */
export const DEMO_CARD = {
  cardholderName: 'Mei Lin',
  number: '4242424242424242',
  expiry: '12/2031',
  securityCode: '123',
  street: '1 Market St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78704',
  country: 'United States',
};
