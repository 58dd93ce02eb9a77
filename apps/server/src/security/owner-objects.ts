import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { checkouts, communities, listings, media, offers, paymentCards, payments, payoutMethods, savedSearches } from '../db/schema/index';
import { seedAccount, seedListing } from '../seed/factories';
import { signAndPut, TINY_PDF, upload } from '../modules/media/media.fixtures';
import { clearLimit } from '../platform/rate-limit/limits';
import type { HttpClient } from '../../test/http-client';
import { completeDraft, payListing, uploadPhoto } from '../../test/listing-fixtures';
import { cardForm, PAYOUT_FORM, registerTestProduct } from '../../test/payment-fixtures';

/** The kinds of things one person owns that nobody else may read or change. */
export const OBJECT_KINDS = [
  'listing',
  'draft',
  'document',
  'upload',
  'community',
  'card',
  'payoutMethod',
  'savedSearch',
  'checkout',
  'payment',
  'offer',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** Where each kind's rows live, for a before/after comparison. */
const TABLES = {
  listing: listings,
  draft: listings,
  document: media,
  community: communities,
  card: paymentCards,
  payoutMethod: payoutMethods,
  savedSearch: savedSearches,
  checkout: checkouts,
  payment: payments,
  offer: offers,
} as const;

function created(res: { statusCode: number; body: string; json(): { data: { _id: string } } }, what: string): string {
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/**
 * One person's things, made through the API as they would make them: a paid, public listing in a
 * community, a draft holding a private document, an upload not yet confirmed, a saved card, a
 * payout method, a saved search, an open checkout and a paid one with its receipt.
 */
export async function ownerObjects(app: FastifyInstance, client: HttpClient) {
  const db = app.deps.database.db;
  registerTestProduct(app);
  const photo = await uploadPhoto(app, client);
  // The owner tries far more cards than a person would; the card-testing limits are not what this exercises.
  const ownerId = (await client.get('/api/v1/account')).json().data._id as string;
  const forgetCardAttempts = () =>
    Promise.all([
      clearLimit(app.deps.rateLimiter, 'cardAttemptsPerAccount', ownerId),
      clearLimit(app.deps.rateLimiter, 'cardAttemptsPerIp', client.remoteAddress),
    ]);

  // Someone else's public listing the owner makes offers on.
  const seller = await seedAccount(db, { emailVerifiedAt: new Date() });
  const offerListing = (
    await seedListing(db, { ownerId: seller.id, priceMinor: 68_500_000, complete: true, status: 'active', hidden: false })
  ).id;

  const make = {
    community: async () => created(await client.post('/api/v1/communities', { title: 'Riverside Commons' }), 'community'),
    listing: async (communityId?: string) => {
      await forgetCardAttempts();
      const id = created(
        await client.post(
          '/api/v1/properties',
          await completeDraft(app, client, { photos: [{ mediaId: photo, caption: 'Front' }], ...(communityId ? { communityId } : {}) }),
        ),
        'listing',
      );
      const paid = await payListing(client, id);
      if (paid.statusCode !== 200) throw new Error(`listing plan payment failed: ${paid.statusCode} ${paid.body}`);
      return id;
    },
    document: async () =>
      created(
        await upload(app, client, { name: 'disclosures.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'private' }),
        'document upload',
      ),
    draft: async (documentId?: string) =>
      created(
        await client.post('/api/v1/properties', {
          title: 'Unannounced loft',
          documents: documentId ? [{ mediaId: documentId, title: 'Disclosures' }] : [],
        }),
        'draft',
      ),
    upload: async () =>
      (await signAndPut(app, client, { name: 'plan.pdf', type: 'application/pdf', bytes: TINY_PDF, access: 'private' })).uploadId,
    card: async () => {
      await forgetCardAttempts();
      return created(await client.post('/api/v1/wallet/cards', cardForm('5555 5555 5555 4444')), 'card');
    },
    payoutMethod: async () => created(await client.post('/api/v1/payoutmethods', PAYOUT_FORM), 'payout method'),
    savedSearch: async () =>
      created(await client.post('/api/v1/saved-searches', { criteria: { searchThis: 'Austin, TX' } }), 'saved search'),
    checkout: async () => created(await client.post('/api/v1/checkouts', { product: { kind: 'test-widget', ref: '2500' } }), 'checkout'),
    payment: async () => {
      const checkoutId = await make.checkout();
      await forgetCardAttempts();
      const paid = await client.post(
        `/api/v1/checkouts/${checkoutId}/pay`,
        { card: cardForm() },
        { 'idempotency-key': crypto.randomUUID() },
      );
      if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
      return paid.json().data.payment._id as string;
    },
    /** A draft offer on someone else's listing, holding the owner's private document as the buyer's ID. */
    offer: async (documentId?: string) => {
      const id = created(await client.post('/api/v1/offers', { propertyId: offerListing }), 'offer');
      const buyerId = ((await client.get(`/api/v1/offers/${id}`)).json().data.buyers[0]._id as string) ?? '';
      if (documentId) {
        const saved = await client.put(`/api/v1/offers/${id}`, { documents: { documents: [{ buyerId, govermentID: [documentId] }] } });
        if (saved.statusCode !== 200) throw new Error(`offer documents failed: ${saved.statusCode} ${saved.body}`);
      }
      return id;
    },
  };

  const communityId = await make.community();
  await make.card(); // the default card: the kept one below is a second card, which the owner's own calls leave alone
  const documentId = await make.document();
  const kept = {
    community: communityId,
    listing: await make.listing(communityId),
    document: documentId,
    draft: await make.draft(documentId),
    upload: await make.upload(),
    card: await make.card(),
    payoutMethod: await make.payoutMethod(),
    savedSearch: await make.savedSearch(),
    checkout: await make.checkout(),
    payment: await make.payment(),
    offer: await make.offer(documentId),
  } satisfies Record<ObjectKind, string>;

  /** The stored rows of one kept object (an upload has none until it is confirmed). */
  async function rowsOf(kind: ObjectKind) {
    if (kind === 'upload') return [];
    const table = TABLES[kind];
    return db.select().from(table).where(eq(table.id, kept[kind]));
  }

  return {
    kept,
    rowsOf,
    /** A new object of the kind, for a call that is expected to change or use it up. */
    fresh: {
      community: make.community,
      listing: () => make.listing(),
      document: make.document,
      draft: async () => make.draft(await make.document()),
      upload: make.upload,
      card: make.card,
      payoutMethod: make.payoutMethod,
      savedSearch: make.savedSearch,
      checkout: make.checkout,
      payment: make.payment,
      offer: async () => make.offer(await make.document()),
    } satisfies Record<ObjectKind, () => Promise<string>>,
    /** The public listing (someone else's) the owner's offers are on. */
    offerListing,
  };
}
export type OwnerObjects = Awaited<ReturnType<typeof ownerObjects>>;
