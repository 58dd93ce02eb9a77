import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  appraisalServices,
  checkouts,
  communities,
  conversationMessages,
  conversations,
  inspectionServices,
  listings,
  mediaServices,
  media,
  offers,
  paymentCards,
  payments,
  payoutMethods,
  savedSearches,
  serviceAreas,
  serviceOrders,
  vodRequests,
} from '../db/schema/index';
import { seedAccount, seedListing } from '../seed/factories';
import { pathOf, signAndPut, TINY_PDF, upload } from '../modules/media/media.fixtures';
import { buyPlan } from '../modules/memberships/memberships.fixtures';
import { forgetProfessionalProfile, makeService } from '../modules/services/services.fixtures';
import { orderFor, placeOrder, provider, reportFile } from '../modules/orders/orders.fixtures';
import { clearLimit } from '../platform/rate-limit/limits';
import { httpClient, latestMail, linkIn, type HttpClient } from '../../test/http-client';
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
  'walletPayment',
  'offer',
  'vodRequest',
  'serviceArea',
  'conversation',
  'message',
  'messageAttachment',
  'appraisalService',
  'inspectionService',
  'mediaService',
  'order',
  'inspectionOrder',
  'mediaOrder',
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
  walletPayment: payments,
  offer: offers,
  vodRequest: vodRequests,
  serviceArea: serviceAreas,
  conversation: conversations,
  message: conversationMessages,
  // A message's file is a media row (its id is the attachment's).
  messageAttachment: media,
  appraisalService: appraisalServices,
  inspectionService: inspectionServices,
  mediaService: mediaServices,
  order: serviceOrders,
  inspectionOrder: serviceOrders,
  mediaOrder: serviceOrders,
} as const;

/**
 * The choices (size range, inspection item, media service) of the owner's services: the first is
 * the kept one's, the others rotate among the fresh ones (each freed before it is made again).
 */
const SERVICE_CHOICES = {
  appraisal: ['under-1500', '1500-2999', '3000-4999', '5000-plus'],
  inspection: ['general-inspection', 'swimming-pools', 'mold-safe', 'pest-control', 'radon-gas', 'lead-paint'],
  media: ['aerial', '360', 'virtual-staging', 'vr', '35-images-package', 'media-hosting', 'listing-translation'],
} as const;

/** Austin ZIPs the owner's membership serves, one per service area made. */
const SERVICE_ZIPS = ['78701', '78702', '78703', '78704', '78705', '78721', '78722', '78723'];

function created(res: { statusCode: number; body: string; json(): { data: { _id: string } } }, what: string): string {
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/**
 * One person's things, made through the API as they would make them: a paid, public listing in a
 * community, a draft holding a private document, an upload not yet confirmed, a saved card, a
 * payout method, a saved search, an open checkout and a paid one with its receipt, a wallet
 * payment waiting for approval, a membership with a service postal code, and a draft offer whose
 * bank verified the deposit with a letter.
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

  // Another of the seller's listings, which the owner's kept conversation is about.
  const conversationListing = (await seedListing(db, { ownerId: seller.id, complete: true, status: 'active', hidden: false })).id;

  // Providers the owner orders appraisals, inspections and media from (the owner is their customer).
  const providers = {
    appraisal: await provider(app, 'appraisal'),
    inspection: await provider(app, 'inspection'),
    media: await provider(app, 'media'),
  };

  let serviceZips = 0;
  const madeServices = { appraisal: 0, inspection: 0, media: 0 };
  /** An appraisal, inspection or media service of the owner (verified in its profession for the call). */
  const service = (kind: keyof typeof SERVICE_CHOICES) => {
    const choices = SERVICE_CHOICES[kind];
    const n = madeServices[kind]++;
    const choice = n === 0 ? choices[0] : choices[1 + ((n - 1) % (choices.length - 1))]!;
    return makeService(client, db, ownerId, kind, choice);
  };
  let defaultCard = '';
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
    /** A wallet payment of an open checkout, waiting for the payer's approval. */
    walletPayment: async () => {
      const started = await client.post(
        `/api/v1/checkouts/${await make.checkout()}/approval-payments`,
        { method: 'paypal' },
        { 'idempotency-key': crypto.randomUUID() },
      );
      if (started.statusCode !== 200) throw new Error(`wallet payment failed: ${started.statusCode} ${started.body}`);
      return started.json().data.payment._id as string;
    },
    /** A service postal code of the owner's membership (a new ZIP each time). */
    serviceArea: async () => {
      const postalCode = SERVICE_ZIPS[serviceZips++]!;
      const added = await client.post('/api/v1/memberships/mine/service-areas', { country: 'US', postalCode });
      if (added.statusCode !== 201) throw new Error(`service area failed: ${added.statusCode} ${added.body}`);
      return (added.json().data.areas as { _id: string; postalCode: string }[]).find((area) => area.postalCode === postalCode)!._id;
    },
    /**
     * The buyer's bank asked to verify the deposit of an offer (its page filled with one bank),
     * answered by the bank officer's link as verified, with a letter: the request's id.
     */
    vodRequest: async (offerId: string) => {
      const offer = (await client.get(`/api/v1/offers/${offerId}`)).json().data as { buyers: { _id: string }[] };
      const buyerId = offer.buyers[0]!._id;
      const bankersEmail = `banker.${crypto.randomUUID()}@firstbay.example`;
      const bank = {
        bankName: 'First Bay Bank',
        bankersName: 'Ray Ortiz',
        bankersEmail,
        accounts: [{ accountName: 'Savings', accountType: 'savings', accountNumber: '000123456789' }],
      };
      const saved = await client.put(`/api/v1/offers/${offerId}`, {
        basics: { offerPrice: 60_000_000 },
        vod: { vod: [{ buyerId, banks: [bank] }] },
      });
      if (saved.statusCode !== 200) throw new Error(`offer VOD page failed: ${saved.statusCode} ${saved.body}`);
      const sent = await client.post(`/api/v1/offers/${offerId}/vod-requests`, { buyerId, bank: 0, locale: 'en-us' });
      if (sent.statusCode !== 201) throw new Error(`VOD request failed: ${sent.statusCode} ${sent.body}`);
      const requestId = (sent.json().data.vodRequests as { _id: string }[])[0]!._id;
      const link = linkIn((await latestMail(app, bankersEmail))?.text, `${app.deps.config.publicUrl}/vod/verification?token=`);
      const token = new URL(link).searchParams.get('token')!;
      const officer = httpClient(app);
      const sign = await officer.get(
        `/api/v1/vod/verification/letter/sign?${new URLSearchParams({ token, 'file-name': 'letter.pdf', 'file-type': 'application/pdf' })}`,
      );
      const signed = sign.json().data as { signed: { signedRequest: string }; uploadId: string };
      await app.inject({
        method: 'PUT',
        url: pathOf(signed.signed.signedRequest),
        headers: { 'content-type': 'application/pdf' },
        payload: TINY_PDF,
      });
      const letterId = created(
        await officer.post('/api/v1/vod/verification/letter', { token, uploadId: signed.uploadId, name: 'letter.pdf' }),
        'VOD letter',
      );
      const answered = await officer.post('/api/v1/vod/verification', {
        token,
        answer: 'verified',
        officerName: 'Ray Ortiz',
        signature: { method: 'typed', typedName: 'Ray Ortiz' },
        letterId,
      });
      if (answered.statusCode !== 201) throw new Error(`VOD answer failed: ${answered.statusCode} ${answered.body}`);
      return { requestId, buyerId };
    },
    /** A conversation with the seller about one of their listings (by default a new one: one conversation per pair and subject). */
    conversation: async (about?: string) => {
      const listingId = about ?? (await seedListing(db, { ownerId: seller.id, complete: true, status: 'active', hidden: false })).id;
      const res = await client.post('/api/v1/messages/conversations', { subject: { kind: 'listing', id: listingId } });
      if (res.statusCode !== 201) throw new Error(`conversation failed: ${res.statusCode} ${res.body}`);
      return res.json().data.conversation._id as string;
    },
    /** A message the owner sent in a new conversation, with `attachmentIds` when given. */
    message: async (attachmentIds: string[] = []) => {
      const conversationId = await make.conversation();
      const sent = await client.post(`/api/v1/messages/conversations/${conversationId}/messages`, {
        clientId: crypto.randomUUID(),
        body: attachmentIds.length > 0 ? 'The pre-approval letter' : 'Is it still available?',
        attachmentIds,
      });
      if (sent.statusCode !== 201) throw new Error(`message failed: ${sent.statusCode} ${sent.body}`);
      return sent.json().data.message._id as string;
    },
    /** A private PDF the owner sent in a message: its media id. */
    messageAttachment: async () => {
      const fileId = await make.document();
      await make.message([fileId]);
      return fileId;
    },
    /** A paid, pending order of a kind the owner placed: its id. */
    placedOrder: async (kind: 'appraisal' | 'inspection' | 'media') => {
      await forgetCardAttempts();
      return (await placeOrder({ client, cardId: defaultCard }, orderFor(kind, providers[kind].accountId)))._id;
    },
    /** An appraisal order the appraiser accepted and submitted with a private report. */
    submittedOrder: async () => {
      const id = await make.placedOrder('appraisal');
      const appraiser = providers.appraisal.client;
      await appraiser.patch(`/api/v1/appraisalOrders/${id}`, { logEntry: { status: 'accepted' } });
      const fileId = await reportFile(app, appraiser);
      const submitted = await appraiser.patch(`/api/v1/appraisalOrders/${id}`, { logEntry: { status: 'submitted' }, fileId });
      if (submitted.statusCode !== 200) throw new Error(`order submit failed: ${submitted.statusCode} ${submitted.body}`);
      return id;
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
  // The default card: the kept one below is a second card, which the owner's own calls leave alone.
  defaultCard = await make.card();
  await forgetCardAttempts();
  await buyPlan(client, defaultCard, 'basic', 'monthly');
  const documentId = await make.document();
  const offerId = await make.offer(documentId);
  const vod = await make.vodRequest(offerId);
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
    walletPayment: await make.walletPayment(),
    offer: offerId,
    vodRequest: vod.requestId,
    serviceArea: await make.serviceArea(),
    conversation: await make.conversation(conversationListing),
    message: await make.message(),
    messageAttachment: await make.messageAttachment(),
    appraisalService: await service('appraisal'),
    inspectionService: await service('inspection'),
    mediaService: await service('media'),
    order: await make.submittedOrder(),
    inspectionOrder: await make.placedOrder('inspection'),
    mediaOrder: await make.placedOrder('media'),
  } satisfies Record<ObjectKind, string>;
  // Setting up services made the owner a verified professional; the rows start from a plain account.
  await forgetProfessionalProfile(db, ownerId);

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
      walletPayment: make.walletPayment,
      offer: async () => make.offer(await make.document()),
      vodRequest: async () => (await make.vodRequest(await make.offer())).requestId,
      serviceArea: make.serviceArea,
      conversation: () => make.conversation(),
      message: () => make.message(),
      messageAttachment: make.messageAttachment,
      appraisalService: () => service('appraisal'),
      inspectionService: () => service('inspection'),
      mediaService: () => service('media'),
      order: () => make.placedOrder('appraisal'),
      inspectionOrder: () => make.placedOrder('inspection'),
      mediaOrder: () => make.placedOrder('media'),
    } satisfies Record<ObjectKind, () => Promise<string>>,
    /** The public listing (someone else's) the owner's offers are on. */
    offerListing,
    /** The seller's listing the owner's kept conversation is about. */
    conversationListing,
    /** The buyer of the kept offer whose bank the kept VOD request asked. */
    vodBuyerId: vod.buyerId,
  };
}
export type OwnerObjects = Awaited<ReturnType<typeof ownerObjects>>;
