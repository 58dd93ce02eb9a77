import { encodePassword } from '@app/shared/accounts/password-transport';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { httpClient, latestMail, linkIn } from '../../test/http-client';
import { clientAs, ROLE_PASSWORD, ROLES, seedRoleAccount, type Role } from '../../test/role-fixtures';
import type { Account } from '../seed/factories';
import { queueVerificationMail, requestRecovery } from '../modules/auth/index';
import { unsubscribeToken } from '../modules/saved-searches/index';
import { cosignToken } from '../modules/offers/index';
import { offers } from '../db/schema/index';
import { companyStep, informationStep, seedProfessionalProfile } from '../modules/professionals/professionals.fixtures';
import { cardForm, PAYOUT_FORM } from '../../test/payment-fixtures';
import { OBJECT_KINDS, ownerObjects, type ObjectKind } from './owner-objects';

/**
 * Who gets what from every route the API publishes (/api/v1/docs/json). The owner is the
 * account whose objects the call names; everyone else calls with the owner's ids. A route
 * added without a row here fails the first test, so every route's access is decided.
 *
 * Roles as the accounts table has them (spec section 6): a professional is a verified account
 * with professional_info (no route is for professionals only yet), an admin has is_admin.
 */
const row = (visitor: number, user: number, stranger: number, owner: number, professional: number, admin: number) => ({
  visitor,
  user,
  stranger,
  owner,
  professional,
  admin,
});
type Access = ReturnType<typeof row>;
const everyone = (status: number) => row(status, status, status, status, status, status);
const signedIn = (status: number) => row(401, status, status, status, status, status);
const verifiedOnly = (status: number) => row(401, 403, status, status, status, status);
/** The owner's object: 404 to other verified accounts, so it is not even confirmed to exist. */
const ownerOnly = (status: number) => row(401, 403, 404, status, 404, 404);

//                                                                   visitor user stranger owner pro admin
const MATRIX: Record<string, Access> = {
  'POST /api/v1/account/register': everyone(201),
  'POST /api/v1/account/login': everyone(200),
  'POST /api/v1/account/logout': everyone(200),
  'POST /api/v1/account/new-verify-link': row(401, 200, 409, 409, 409, 409),
  'POST /api/v1/account/verify/{token}': everyone(200),
  'POST /api/v1/account/forgot-password': everyone(200),
  'POST /api/v1/auth/cancel-recovery': everyone(200),
  'POST /api/v1/account/recovery-password': signedIn(200),
  'PUT /api/v1/account/password': signedIn(200),
  'GET /api/v1/auth/providers': everyone(200),
  'GET /api/v1/auth/google': everyone(302),
  'GET /api/v1/account': signedIn(200),
  'PUT /api/v1/account': signedIn(200),
  'DELETE /api/v1/account': signedIn(200),
  'PUT /api/v1/accounts/{id}/roles': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/saved-properties/multi': everyone(200),

  'GET /api/v1/properties/featured': everyone(200),
  'GET /api/v1/properties/featured-cities': everyone(200),
  'GET /api/v1/properties/many': everyone(200),
  'GET /api/v1/properties/many · owner=me': verifiedOnly(200),
  'POST /api/v1/properties': verifiedOnly(201),
  'GET /api/v1/properties/{id}': everyone(200),
  'GET /api/v1/properties/{id} · draft': row(404, 404, 404, 200, 404, 200),
  'PUT /api/v1/properties/{id}': ownerOnly(200),
  'PUT /api/v1/properties/{id} · draft': ownerOnly(200),
  'DELETE /api/v1/properties/{id}': ownerOnly(200),
  'DELETE /api/v1/properties/{id} · draft': ownerOnly(200),
  'GET /api/v1/properties/{id}/edit': ownerOnly(200),
  'GET /api/v1/properties/{id}/edit · draft': ownerOnly(200),
  'POST /api/v1/properties/{id}/actions': ownerOnly(200),
  'POST /api/v1/properties/{id}/duplicate': ownerOnly(201),
  'POST /api/v1/properties/{id}/duplicate · draft': ownerOnly(201),
  'GET /api/v1/properties/{id}/overview': ownerOnly(200),
  'GET /api/v1/properties/{id}/similar': everyone(200),
  'GET /api/v1/properties/{id}/similar · draft': row(404, 404, 404, 200, 404, 200),
  'POST /api/v1/properties/{id}/contact': row(401, 200, 200, 200, 200, 200),
  'POST /api/v1/properties/{id}/contact · draft': row(401, 404, 404, 200, 404, 200),
  'GET /api/v1/properties/{id}/documents/{mediaId}': ownerOnly(302),
  'POST /api/v1/properties/search': everyone(200),
  'POST /api/v1/properties/search/map': everyone(200),

  'GET /api/v1/communities/public/{id}': everyone(200),
  'GET /api/v1/communities/detail/{id}': ownerOnly(200),
  'GET /api/v1/communities/{userId}': row(401, 403, 403, 200, 403, 200),
  'POST /api/v1/communities': verifiedOnly(201),
  'PUT /api/v1/communities/{id}': ownerOnly(200),
  'DELETE /api/v1/communities/{id}': ownerOnly(200),

  'GET /api/v1/saved-searches': signedIn(200),
  'POST /api/v1/saved-searches': signedIn(201),
  'POST /api/v1/saved-searches/multi': signedIn(200),
  'POST /api/v1/saved-searches/unsubscribe': everyone(200),
  'PUT /api/v1/saved-searches/{id}': row(401, 404, 404, 200, 404, 404),
  'POST /api/v1/saved-searches/{id}/seen': row(401, 404, 404, 200, 404, 404),
  'DELETE /api/v1/saved-searches': row(401, 404, 404, 200, 404, 404),
  'DELETE /api/v1/saved-searches/{id}': row(401, 404, 404, 200, 404, 404),

  'POST /api/v1/feedback': everyone(201),
  'POST /api/v1/feedback/contact': everyone(201),
  'POST /api/v1/email/subscribe': everyone(200),
  'POST /api/v1/email/subscribe/confirm/{token}': everyone(200),
  'GET /api/v1/places': everyone(200),

  'GET /api/v1/wallet/cards': verifiedOnly(200),
  'POST /api/v1/wallet/cards': verifiedOnly(201),
  'DELETE /api/v1/wallet/cards/{id}': ownerOnly(200),
  'PUT /api/v1/wallet/cards/{id}/default': ownerOnly(200),
  'GET /api/v1/payoutmethods': verifiedOnly(200),
  'POST /api/v1/payoutmethods': verifiedOnly(201),
  'DELETE /api/v1/payoutmethods/{id}': ownerOnly(200),

  'GET /api/v1/prices': everyone(200),
  'GET /api/v1/payments/provider': everyone(200),
  'GET /api/v1/exchange-rates': everyone(200),
  'POST /api/v1/checkouts': verifiedOnly(201),
  'GET /api/v1/checkouts/{id}': ownerOnly(200),
  'POST /api/v1/checkouts/{id}/pay': ownerOnly(200),
  'GET /api/v1/payments': verifiedOnly(200),
  'GET /api/v1/payments/{id}/receipt': ownerOnly(200),
  'POST /api/v1/payments/{id}/refunds': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/checkouts/{id}/approval-payments': ownerOnly(200),
  'GET /api/v1/payments/{id}/progress': ownerOnly(200),
  'POST /api/v1/payments/{id}/cancel': ownerOnly(200),
  // The demo processor's confirmation page: the intent's unguessable id is the key; an unknown one is not found, for anyone.
  'GET /api/v1/demo-payments/{id}': everyone(404),
  'POST /api/v1/demo-payments/{id}/approve': everyone(404),
  'POST /api/v1/demo-payments/{id}/cancel': everyone(404),

  'GET /api/v1/images/sign': verifiedOnly(200),
  'POST /api/v1/images': ownerOnly(201),
  'GET /api/v1/images/{id}': ownerOnly(200),

  'POST /api/v1/offers': verifiedOnly(201),
  'GET /api/v1/offers/buyer/{id}': row(401, 403, 403, 200, 403, 403),
  'GET /api/v1/offers/seller/{id}': row(401, 403, 403, 200, 403, 403),
  'GET /api/v1/offers/{id}': ownerOnly(200),
  'PUT /api/v1/offers/{id}': ownerOnly(200),
  'DELETE /api/v1/offers/{id}': ownerOnly(200),
  'GET /api/v1/offers/{id}/documents/{mediaId}': ownerOnly(302),
  'POST /api/v1/offers/{id}/copy': ownerOnly(201),
  // The kept offer is an unfinished draft: its buyer may not sign it yet, and it has no PDF.
  'POST /api/v1/offers/{id}/signatures': row(401, 403, 404, 400, 404, 404),
  // Finalizing needs an accepted offer (decision 057): the owner's draft is refused (409) and nothing changes.
  'POST /api/v1/offers/{id}/finalize': row(401, 403, 404, 409, 404, 404),
  'GET /api/v1/offers/{id}/pdfs/{pdfId}': row(401, 403, 404, 404, 404, 404),
  'GET /api/v1/offers/{id}/pdfs/{pdfId}/verify': row(401, 403, 404, 404, 404, 404),
  // Negotiation moves (decision 054) need a sent offer: on the owner's draft each is refused (409) and nothing changes.
  'POST /api/v1/offers/{id}/counter': row(401, 403, 404, 409, 404, 404),
  'POST /api/v1/offers/{id}/edit': row(401, 403, 404, 409, 404, 404),
  'POST /api/v1/offers/{id}/renegotiate': row(401, 403, 404, 409, 404, 404),
  'POST /api/v1/offers/{id}/accept': row(401, 403, 404, 409, 404, 404),
  'POST /api/v1/offers/{id}/decline': row(401, 403, 404, 409, 404, 404),
  'POST /api/v1/offers/{id}/cancel': row(401, 403, 404, 409, 404, 404),
  'GET /api/v1/offers/compare/{listingId}': ownerOnly(200),
  // The kept offer's bank has verified the deposit already: asking it again is refused (409), nothing sent.
  'POST /api/v1/offers/{id}/vod-requests': row(401, 403, 404, 409, 404, 404),
  'GET /api/v1/offers/{id}/vod-requests/{requestId}/letter': ownerOnly(302),
  // The bank officer's link (decision 056): the token is the credential; an unknown one is not found, for anyone.
  'GET /api/v1/vod/verification': everyone(404),
  'POST /api/v1/vod/verification': everyone(404),
  'GET /api/v1/vod/verification/letter/sign': everyone(404),
  'POST /api/v1/vod/verification/letter': everyone(404),
  // The co-buyer's mailed link is the credential (decision 053): whoever holds it reads the summary;
  // the owner's draft is not complete, so signing is refused to everyone (400) and nothing changes.
  'GET /api/v1/offers/cosign/{token}': everyone(200),
  'POST /api/v1/offers/cosign/{token}/signatures': everyone(400),

  // Professional profiles: one's own (the session's account), the admin review queue.
  'GET /api/v1/professionals/me': signedIn(200),
  'PUT /api/v1/professionals/me/information': row(401, 400, 400, 400, 400, 400),
  'PUT /api/v1/professionals/me/company': signedIn(200),
  'POST /api/v1/professionals/me/submit': row(401, 403, 400, 400, 400, 400),
  'DELETE /api/v1/account/professional/{id}': row(401, 404, 404, 200, 404, 200),
  'GET /api/v1/professionals/review-queue': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/professionals/{id}/review': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/professionals/{id}/approve': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/professionals/{id}/reject': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/searchProfessional': everyone(200),
  // Only listed professionals (verified, with a running membership) have a public profile.
  'GET /api/v1/professionals/{id}': everyone(404),

  // Memberships: "mine" is the session's own; only the owner has one, so the others may not add postal codes (403).
  'GET /api/v1/memberships/plans': everyone(200),
  'GET /api/v1/memberships/mine': signedIn(200),
  'PUT /api/v1/memberships/mine': ownerOnly(200),
  'GET /api/v1/memberships/mine/events': signedIn(200),
  'GET /api/v1/memberships/mine/service-areas': signedIn(200),
  'POST /api/v1/memberships/mine/service-areas': row(401, 403, 403, 201, 403, 403),
  'DELETE /api/v1/memberships/mine/service-areas/{id}': ownerOnly(200),
  'GET /api/v1/promotions/buy-one-get-one/mine': signedIn(200),
  // A buy-one-get-one code is its holder's key: an unknown one is not found, for anyone.
  'GET /api/v1/promotions/buy-one-get-one/{code}': everyone(404),
  'POST /api/v1/promotions/buy-one-get-one/{code}/redeem': row(401, 404, 404, 404, 404, 404),
  'GET /api/v1/promotions/register/{promo}': everyone(200),
};

const { app, db } = await createTestApp();

/** The signing link of an offer's first buyer, as the sign-request mail carries it. */
async function cosignLink(offerId: string): Promise<string> {
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
  return cosignToken(app.deps.secrets.mailLinks, offer!, offer!.draft.buyers?.buyers?.[0]?._id ?? crypto.randomUUID());
}
const accounts = {} as Record<Exclude<Role, 'visitor'>, Account>;
for (const role of ROLES) if (role !== 'visitor') accounts[role] = await seedRoleAccount(db, role);
const owner = accounts.owner;
const objects = await ownerObjects(app, await clientAs(app, owner));
/** The account every sign-in row signs in to. */
const signInTarget = await seedRoleAccount(db, 'stranger');

type Call = { url: string; body?: unknown; headers?: Record<string, string> };
type Subject = {
  /** The calling account (a new one of the role when the call uses it up), null for a visitor. */
  me: Account | null;
  /** The owner's object of a kind: the kept one, or a new one when the call is expected to change it. */
  the: (kind: ObjectKind) => Promise<string>;
};
let unique = 0;
const email = () => `matrix${++unique}.${Date.now()}@example.com`;
const hex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');
/** A link token nobody was sent. */
const unknownToken = () => hex(24);
/** A demo processor's intent id of the right shape that was never opened. */
const unknownIntent = () => `pi_demo_${hex(12)}`;
/** Signed terms a negotiation move would propose. */
const NEW_TERMS = {
  offerPrice: 61_000_000,
  closingDays: 30,
  initialDeposit: null,
  increaseDeposits: [],
  escrowPeriodDays: null,
  ownerCarry: null,
  otherTerms: '',
  minimumCounter: null,
};

/**
 * How each row is called. `usesUpCaller`: the call ends or changes the caller's account
 * (deletion, new password), so it runs as a new account of the role. `filtered`: everyone gets
 * an answer, but it only ever holds the caller's own things.
 */
const CALLS: Record<string, { call: (s: Subject) => Call | Promise<Call>; usesUpCaller?: true; filtered?: true }> = {
  'POST /api/v1/account/register': {
    call: () => ({
      url: '/api/v1/account/register',
      body: {
        email: email(),
        password: encodePassword(ROLE_PASSWORD),
        accountType: 'individual',
        name: { firstName: 'Ana', lastName: 'Ruiz' },
      },
    }),
  },
  'POST /api/v1/account/login': {
    call: () => ({ url: '/api/v1/account/login', body: { username: signInTarget.email, password: encodePassword(ROLE_PASSWORD) } }),
  },
  'POST /api/v1/account/logout': { call: () => ({ url: '/api/v1/account/logout' }) },
  'POST /api/v1/account/new-verify-link': { call: () => ({ url: '/api/v1/account/new-verify-link' }) },
  'POST /api/v1/account/verify/{token}': {
    call: async () => {
      const unverified = await seedRoleAccount(db, 'user');
      await queueVerificationMail(app.deps, db, unverified);
      const link = linkIn((await latestMail(app, unverified.email))?.text, `${app.deps.config.publicUrl}/verification/`);
      return { url: `/api/v1/account/verify/${link.split('/').pop()}` };
    },
  },
  'POST /api/v1/account/forgot-password': { call: () => ({ url: '/api/v1/account/forgot-password', body: { email: email() } }) },
  'POST /api/v1/auth/cancel-recovery': {
    call: async () => {
      const person = await seedRoleAccount(db, 'stranger');
      await requestRecovery(app.deps, person.email, { ip: '10.9.9.9' });
      const link = linkIn((await latestMail(app, person.email))?.text, `${app.deps.config.publicUrl}/?action=cancel-recovery`);
      return { url: '/api/v1/auth/cancel-recovery', body: { email: person.email, refId: new URL(link).searchParams.get('refId') } };
    },
  },
  'POST /api/v1/account/recovery-password': {
    usesUpCaller: true,
    call: () => ({ url: '/api/v1/account/recovery-password', body: { newPassword: encodePassword('Brand-New-Pass9') } }),
  },
  'PUT /api/v1/account/password': {
    usesUpCaller: true,
    call: () => ({
      url: '/api/v1/account/password',
      body: { currentPassword: encodePassword(ROLE_PASSWORD), newPassword: encodePassword('Brand-New-Pass9') },
    }),
  },
  'GET /api/v1/auth/providers': { call: () => ({ url: '/api/v1/auth/providers' }) },
  'GET /api/v1/auth/google': { call: () => ({ url: '/api/v1/auth/google?cb=/search' }) },
  'GET /api/v1/account': { call: () => ({ url: '/api/v1/account' }) },
  'PUT /api/v1/account': { call: () => ({ url: '/api/v1/account', body: { name: { firstName: 'Ana', lastName: 'Ruiz' }, locale: 'es' } }) },
  'DELETE /api/v1/account': {
    usesUpCaller: true,
    call: (s) => ({ url: '/api/v1/account', body: { confirmEmail: s.me?.email ?? email(), password: encodePassword(ROLE_PASSWORD) } }),
  },
  'PUT /api/v1/accounts/{id}/roles': { call: () => ({ url: `/api/v1/accounts/${owner.id}/roles`, body: { admin: false } }) },
  'POST /api/v1/saved-properties/multi': {
    filtered: true,
    call: async (s) => ({ url: '/api/v1/saved-properties/multi', body: { ids: [await s.the('draft')] } }),
  },

  'GET /api/v1/properties/featured': { call: () => ({ url: '/api/v1/properties/featured' }) },
  'GET /api/v1/properties/featured-cities': { call: () => ({ url: '/api/v1/properties/featured-cities' }) },
  'GET /api/v1/properties/many': { filtered: true, call: async (s) => ({ url: `/api/v1/properties/many?ids=${await s.the('draft')}` }) },
  'GET /api/v1/properties/many · owner=me': {
    filtered: true,
    call: async (s) => ({ url: `/api/v1/properties/many?owner=me&ids=${await s.the('draft')}` }),
  },
  'POST /api/v1/properties': { call: () => ({ url: '/api/v1/properties', body: { title: 'A new draft' } }) },
  'GET /api/v1/properties/{id}': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}` }) },
  'GET /api/v1/properties/{id} · draft': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}` }) },
  'PUT /api/v1/properties/{id}': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}`, body: { title: 'Taken over' } }),
  },
  'PUT /api/v1/properties/{id} · draft': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}`, body: { title: 'Taken over' } }),
  },
  'DELETE /api/v1/properties/{id}': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}` }) },
  'DELETE /api/v1/properties/{id} · draft': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}` }) },
  'GET /api/v1/properties/{id}/edit': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/edit` }) },
  'GET /api/v1/properties/{id}/edit · draft': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}/edit` }) },
  'POST /api/v1/properties/{id}/actions': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/actions`, body: { action: 'hide' } }),
  },
  'POST /api/v1/properties/{id}/duplicate': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/duplicate` }) },
  'POST /api/v1/properties/{id}/duplicate · draft': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}/duplicate` }),
  },
  'GET /api/v1/properties/{id}/overview': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/overview` }) },
  'GET /api/v1/properties/{id}/similar': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/similar` }) },
  'GET /api/v1/properties/{id}/similar · draft': { call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}/similar` }) },
  'POST /api/v1/properties/{id}/contact': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/contact`, body: { message: 'Is it still available?' } }),
  },
  'POST /api/v1/properties/{id}/contact · draft': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}/contact`, body: { message: 'Is it still available?' } }),
  },
  'GET /api/v1/properties/{id}/documents/{mediaId}': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}/documents/${await s.the('document')}` }),
  },
  'POST /api/v1/properties/search': { call: () => ({ url: '/api/v1/properties/search', body: { searchThis: 'Austin, TX' } }) },
  'POST /api/v1/properties/search/map': {
    call: () => ({
      url: '/api/v1/properties/search/map',
      body: { criteria: {}, bounds: { south: 25, west: -125, north: 49, east: -66 }, zoom: 4 },
    }),
  },

  'GET /api/v1/communities/public/{id}': { call: async (s) => ({ url: `/api/v1/communities/public/${await s.the('community')}` }) },
  'GET /api/v1/communities/detail/{id}': { call: async (s) => ({ url: `/api/v1/communities/detail/${await s.the('community')}` }) },
  'GET /api/v1/communities/{userId}': { call: () => ({ url: `/api/v1/communities/${owner.id}` }) },
  'POST /api/v1/communities': { call: () => ({ url: '/api/v1/communities', body: { title: 'Lakeside' } }) },
  'PUT /api/v1/communities/{id}': {
    call: async (s) => ({ url: `/api/v1/communities/${await s.the('community')}`, body: { title: 'Taken over' } }),
  },
  'DELETE /api/v1/communities/{id}': { call: async (s) => ({ url: `/api/v1/communities/${await s.the('community')}` }) },

  'GET /api/v1/saved-searches': { filtered: true, call: () => ({ url: '/api/v1/saved-searches' }) },
  'POST /api/v1/saved-searches': { call: () => ({ url: '/api/v1/saved-searches', body: { criteria: { searchThis: 'Dallas, TX' } } }) },
  'POST /api/v1/saved-searches/multi': {
    filtered: true,
    call: async (s) => ({ url: '/api/v1/saved-searches/multi', body: { listOfSaved: [await s.the('savedSearch')] } }),
  },
  'POST /api/v1/saved-searches/unsubscribe': {
    call: async (s) => ({
      url: '/api/v1/saved-searches/unsubscribe',
      body: { token: unsubscribeToken(app.deps.secrets.mailLinks, await s.the('savedSearch')) },
    }),
  },
  'PUT /api/v1/saved-searches/{id}': {
    call: async (s) => ({ url: `/api/v1/saved-searches/${await s.the('savedSearch')}`, body: { name: 'Taken over' } }),
  },
  'POST /api/v1/saved-searches/{id}/seen': { call: async (s) => ({ url: `/api/v1/saved-searches/${await s.the('savedSearch')}/seen` }) },
  'DELETE /api/v1/saved-searches': { call: async (s) => ({ url: '/api/v1/saved-searches', body: { id: await s.the('savedSearch') } }) },
  'DELETE /api/v1/saved-searches/{id}': { call: async (s) => ({ url: `/api/v1/saved-searches/${await s.the('savedSearch')}` }) },

  'POST /api/v1/feedback': {
    call: () => ({ url: '/api/v1/feedback', body: { rating: 4, topic: 'search', message: 'Love the map view' } }),
  },
  'POST /api/v1/feedback/contact': {
    call: () => ({
      url: '/api/v1/feedback/contact',
      body: { name: 'Wei Chen', email: 'wei@example.com', topic: 'buying', message: 'Can a foreign buyer get a mortgage?' },
    }),
  },
  'POST /api/v1/email/subscribe': { call: () => ({ url: '/api/v1/email/subscribe', body: { email: email() } }) },
  'POST /api/v1/email/subscribe/confirm/{token}': {
    call: async () => {
      const reader = email();
      await httpClient(app).post('/api/v1/email/subscribe', { email: reader });
      const link = linkIn((await latestMail(app, reader))?.text, `${app.deps.config.publicUrl}/newsletter/confirm/`);
      return { url: `/api/v1/email/subscribe/confirm/${link.split('/').pop()}` };
    },
  },
  'GET /api/v1/places': { call: () => ({ url: '/api/v1/places?q=Austin' }) },

  'GET /api/v1/wallet/cards': { filtered: true, call: () => ({ url: '/api/v1/wallet/cards' }) },
  'POST /api/v1/wallet/cards': { call: () => ({ url: '/api/v1/wallet/cards', body: cardForm() }) },
  'DELETE /api/v1/wallet/cards/{id}': { call: async (s) => ({ url: `/api/v1/wallet/cards/${await s.the('card')}` }) },
  'PUT /api/v1/wallet/cards/{id}/default': { call: async (s) => ({ url: `/api/v1/wallet/cards/${await s.the('card')}/default` }) },
  'GET /api/v1/payoutmethods': { filtered: true, call: () => ({ url: '/api/v1/payoutmethods' }) },
  'POST /api/v1/payoutmethods': { call: () => ({ url: '/api/v1/payoutmethods', body: PAYOUT_FORM }) },
  'DELETE /api/v1/payoutmethods/{id}': { call: async (s) => ({ url: `/api/v1/payoutmethods/${await s.the('payoutMethod')}` }) },

  'GET /api/v1/prices': { call: () => ({ url: '/api/v1/prices' }) },
  'GET /api/v1/payments/provider': { call: () => ({ url: '/api/v1/payments/provider' }) },
  'GET /api/v1/exchange-rates': { call: () => ({ url: '/api/v1/exchange-rates' }) },
  'POST /api/v1/checkouts': { call: () => ({ url: '/api/v1/checkouts', body: { product: { kind: 'test-widget', ref: '1200' } } }) },
  'GET /api/v1/checkouts/{id}': { call: async (s) => ({ url: `/api/v1/checkouts/${await s.the('checkout')}` }) },
  'POST /api/v1/checkouts/{id}/pay': {
    call: async (s) => ({
      url: `/api/v1/checkouts/${await s.the('checkout')}/pay`,
      body: { card: cardForm() },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  },
  'GET /api/v1/payments': { filtered: true, call: () => ({ url: '/api/v1/payments' }) },
  'GET /api/v1/payments/{id}/receipt': { call: async (s) => ({ url: `/api/v1/payments/${await s.the('payment')}/receipt` }) },
  'POST /api/v1/payments/{id}/refunds': {
    call: async (s) => ({
      url: `/api/v1/payments/${await s.the('payment')}/refunds`,
      body: { reason: 'Duplicate order' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  },
  'POST /api/v1/checkouts/{id}/approval-payments': {
    call: async (s) => ({
      url: `/api/v1/checkouts/${await s.the('checkout')}/approval-payments`,
      body: { method: 'paypal' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  },
  'GET /api/v1/payments/{id}/progress': { call: async (s) => ({ url: `/api/v1/payments/${await s.the('walletPayment')}/progress` }) },
  'POST /api/v1/payments/{id}/cancel': { call: async (s) => ({ url: `/api/v1/payments/${await s.the('walletPayment')}/cancel` }) },
  'GET /api/v1/demo-payments/{id}': { call: () => ({ url: `/api/v1/demo-payments/${unknownIntent()}` }) },
  'POST /api/v1/demo-payments/{id}/approve': { call: () => ({ url: `/api/v1/demo-payments/${unknownIntent()}/approve` }) },
  'POST /api/v1/demo-payments/{id}/cancel': { call: () => ({ url: `/api/v1/demo-payments/${unknownIntent()}/cancel` }) },

  'GET /api/v1/images/sign': { call: () => ({ url: '/api/v1/images/sign?file-name=a.png&file-type=image/png' }) },
  'POST /api/v1/images': {
    call: async (s) => ({
      url: '/api/v1/images',
      body: { uploadId: await s.the('upload'), name: 'plan.pdf', fileType: 'application/pdf', access: 'private' },
    }),
  },
  'GET /api/v1/images/{id}': { call: async (s) => ({ url: `/api/v1/images/${await s.the('document')}` }) },

  'POST /api/v1/offers': { call: () => ({ url: '/api/v1/offers', body: { propertyId: objects.offerListing } }) },
  'GET /api/v1/offers/buyer/{id}': { call: () => ({ url: `/api/v1/offers/buyer/${owner.id}` }) },
  'GET /api/v1/offers/seller/{id}': { call: () => ({ url: `/api/v1/offers/seller/${owner.id}` }) },
  'GET /api/v1/offers/{id}': { call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}` }) },
  'PUT /api/v1/offers/{id}': {
    call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}`, body: { basics: { closingDays: 20 } } }),
  },
  'DELETE /api/v1/offers/{id}': { call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}` }) },
  'POST /api/v1/offers/{id}/copy': { call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}/copy` }) },
  'GET /api/v1/offers/{id}/documents/{mediaId}': {
    call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}/documents/${objects.kept.document}` }),
  },
  'POST /api/v1/offers/{id}/signatures': {
    call: async (s) => ({
      url: `/api/v1/offers/${await s.the('offer')}/signatures`,
      body: { buyerId: crypto.randomUUID(), signature: { method: 'typed', typedName: 'Ana Ruiz' } },
    }),
  },
  'POST /api/v1/offers/{id}/finalize': {
    call: async (s) => ({
      url: `/api/v1/offers/${await s.the('offer')}/finalize`,
      body: { signature: { method: 'typed', typedName: 'Ana Ruiz' } },
    }),
  },
  'GET /api/v1/offers/cosign/{token}': { call: async (s) => ({ url: `/api/v1/offers/cosign/${await cosignLink(await s.the('offer'))}` }) },
  'POST /api/v1/offers/cosign/{token}/signatures': {
    call: async (s) => ({
      url: `/api/v1/offers/cosign/${await cosignLink(await s.the('offer'))}/signatures`,
      body: { signature: { method: 'typed', typedName: 'Ana Ruiz' } },
    }),
  },
  'GET /api/v1/offers/{id}/pdfs/{pdfId}': {
    call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}/pdfs/${crypto.randomUUID()}` }),
  },
  'GET /api/v1/offers/{id}/pdfs/{pdfId}/verify': {
    call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}/pdfs/${crypto.randomUUID()}/verify` }),
  },
  ...Object.fromEntries(
    (['counter', 'edit', 'renegotiate'] as const).map((move) => [
      `POST /api/v1/offers/{id}/${move}`,
      {
        call: async (s: Subject) => ({
          url: `/api/v1/offers/${await s.the('offer')}/${move}`,
          body: { terms: NEW_TERMS, signature: { method: 'typed', typedName: 'Ana Ruiz' } },
        }),
      },
    ]),
  ),
  'POST /api/v1/offers/{id}/accept': { call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}/accept` }) },
  ...Object.fromEntries(
    (['decline', 'cancel'] as const).map((move) => [
      `POST /api/v1/offers/{id}/${move}`,
      { call: async (s: Subject) => ({ url: `/api/v1/offers/${await s.the('offer')}/${move}`, body: { reason: 'Found another home' } }) },
    ]),
  ),
  'GET /api/v1/offers/compare/{listingId}': { call: async (s) => ({ url: `/api/v1/offers/compare/${await s.the('listing')}` }) },
  'POST /api/v1/offers/{id}/vod-requests': {
    call: async (s) => ({
      url: `/api/v1/offers/${await s.the('offer')}/vod-requests`,
      body: { buyerId: objects.vodBuyerId, bank: 0, locale: 'en-us' },
    }),
  },
  'GET /api/v1/offers/{id}/vod-requests/{requestId}/letter': {
    call: async (s) => ({ url: `/api/v1/offers/${await s.the('offer')}/vod-requests/${await s.the('vodRequest')}/letter` }),
  },
  'GET /api/v1/vod/verification': { call: () => ({ url: `/api/v1/vod/verification?token=${unknownToken()}` }) },
  'POST /api/v1/vod/verification': {
    call: () => ({
      url: '/api/v1/vod/verification',
      body: { token: unknownToken(), answer: 'verified', officerName: 'Ray Ortiz', signature: { method: 'typed', typedName: 'Ray Ortiz' } },
    }),
  },
  'GET /api/v1/vod/verification/letter/sign': {
    call: () => ({ url: `/api/v1/vod/verification/letter/sign?token=${unknownToken()}&file-name=letter.pdf&file-type=application/pdf` }),
  },
  'POST /api/v1/vod/verification/letter': {
    call: () => ({
      url: '/api/v1/vod/verification/letter',
      body: { token: unknownToken(), uploadId: crypto.randomUUID(), name: 'letter.pdf' },
    }),
  },

  'GET /api/v1/professionals/me': { filtered: true, call: () => ({ url: '/api/v1/professionals/me' }) },
  // Documents nobody owns: refused after the auth check (400), nothing saved.
  'PUT /api/v1/professionals/me/information': {
    call: () => ({
      url: '/api/v1/professionals/me/information',
      body: informationStep({ governmentId: [crypto.randomUUID()], professionalLicense: [crypto.randomUUID()] }),
    }),
  },
  'PUT /api/v1/professionals/me/company': {
    usesUpCaller: true,
    call: () => ({ url: '/api/v1/professionals/me/company', body: companyStep() }),
  },
  'POST /api/v1/professionals/me/submit': { call: () => ({ url: '/api/v1/professionals/me/submit' }) },
  'DELETE /api/v1/account/professional/{id}': {
    call: async () => {
      await seedProfessionalProfile(db, owner.id, { status: 'submitted', profession: 'appraiser' });
      return { url: `/api/v1/account/professional/${owner.id}` };
    },
  },
  'GET /api/v1/professionals/review-queue': { call: () => ({ url: '/api/v1/professionals/review-queue' }) },
  'GET /api/v1/searchProfessional': { call: () => ({ url: '/api/v1/searchProfessional?profession=appraiser&postalCode=78701' }) },
  'GET /api/v1/professionals/{id}': { call: () => ({ url: `/api/v1/professionals/${owner.id}?zipCode=78701` }) },
  'GET /api/v1/professionals/{id}/review': {
    call: async () => {
      await seedProfessionalProfile(db, owner.id, { status: 'submitted', profession: 'appraiser' });
      return { url: `/api/v1/professionals/${owner.id}/review` };
    },
  },
  'POST /api/v1/professionals/{id}/approve': {
    call: async () => {
      await seedProfessionalProfile(db, owner.id, { status: 'submitted', profession: 'appraiser' });
      return { url: `/api/v1/professionals/${owner.id}/approve` };
    },
  },
  'POST /api/v1/professionals/{id}/reject': {
    call: async () => {
      await seedProfessionalProfile(db, owner.id, { status: 'submitted', profession: 'appraiser' });
      return { url: `/api/v1/professionals/${owner.id}/reject`, body: { reason: 'The licence scan is unreadable.' } };
    },
  },

  'GET /api/v1/memberships/plans': { call: () => ({ url: '/api/v1/memberships/plans' }) },
  'GET /api/v1/memberships/mine': { filtered: true, call: () => ({ url: '/api/v1/memberships/mine' }) },
  // Renewals charging the owner's card: only the owner may name it.
  'PUT /api/v1/memberships/mine': { call: async (s) => ({ url: '/api/v1/memberships/mine', body: { cardId: await s.the('card') } }) },
  'GET /api/v1/memberships/mine/events': { filtered: true, call: () => ({ url: '/api/v1/memberships/mine/events' }) },
  'GET /api/v1/memberships/mine/service-areas': { filtered: true, call: () => ({ url: '/api/v1/memberships/mine/service-areas' }) },
  'POST /api/v1/memberships/mine/service-areas': {
    call: () => ({ url: '/api/v1/memberships/mine/service-areas', body: { country: 'US', postalCode: '78731' } }),
  },
  'DELETE /api/v1/memberships/mine/service-areas/{id}': {
    call: async (s) => ({ url: `/api/v1/memberships/mine/service-areas/${await s.the('serviceArea')}` }),
  },
  'GET /api/v1/promotions/buy-one-get-one/mine': { filtered: true, call: () => ({ url: '/api/v1/promotions/buy-one-get-one/mine' }) },
  'GET /api/v1/promotions/buy-one-get-one/{code}': { call: () => ({ url: '/api/v1/promotions/buy-one-get-one/K7QM-2XWP-9RTD' }) },
  'POST /api/v1/promotions/buy-one-get-one/{code}/redeem': {
    call: () => ({ url: '/api/v1/promotions/buy-one-get-one/K7QM-2XWP-9RTD/redeem' }),
  },
  'GET /api/v1/promotions/register/{promo}': { call: () => ({ url: '/api/v1/promotions/register/spring' }) },
};

const method = (entry: string) => entry.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The route a row is about ("GET /x · variant" is about "GET /x"). */
const routeOf = (entry: string) => entry.split(' · ')[0] ?? entry;
const succeeds = (status: number) => status >= 200 && status < 400;

/** Sends one row's call as a role; returns the status, the body and the owner's object ids it named. */
async function callAs(entry: string, role: Role) {
  const spec = CALLS[entry];
  if (!spec) throw new Error(`no call for ${entry}`);
  // A call that is allowed to change or use up the owner's object gets an object of its own.
  const changes = succeeds(MATRIX[entry]?.[role] ?? 0) && method(entry) !== 'GET';
  const me = role === 'visitor' ? null : spec.usesUpCaller ? await seedRoleAccount(db, role) : accounts[role];
  const named: string[] = [];
  const the = async (kind: ObjectKind) => {
    const id = changes ? await objects.fresh[kind]() : objects.kept[kind];
    named.push(id);
    return id;
  };
  const { url, body, headers } = await spec.call({ me, the });
  const client = await clientAs(app, me);
  const verb = method(entry);
  const res =
    verb === 'GET'
      ? await client.get(url, headers)
      : verb === 'POST'
        ? await client.post(url, body, headers)
        : verb === 'PUT'
          ? await client.put(url, body)
          : await client.delete(url, body);
  return { status: res.statusCode, body: res.body, named };
}

// Every row as every role, once; the tests below read the answers.
const keptBefore = Object.fromEntries(await Promise.all(OBJECT_KINDS.map(async (kind) => [kind, await objects.rowsOf(kind)] as const)));
const answers = new Map<string, Awaited<ReturnType<typeof callAs>>>();
for (const entry of Object.keys(MATRIX)) for (const role of ROLES) answers.set(`${entry} as ${role}`, await callAs(entry, role));

describe('authorization matrix', () => {
  it('has a row for every route the API publishes, and no row for a route it does not', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const published = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = new Set(Object.keys(MATRIX).map(routeOf));
    expect(published.length).toBeGreaterThan(60);
    expect(published.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !published.includes(route))).toEqual([]);
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.keys(MATRIX))('%s', (entry) => {
    const got = Object.fromEntries(ROLES.map((role) => [role, answers.get(`${entry} as ${role}`)?.status]));
    expect(got).toEqual(MATRIX[entry]);
    for (const role of ROLES) {
      const answer = answers.get(`${entry} as ${role}`);
      if (answer && answer.status >= 400)
        expect(JSON.parse(answer.body), `${entry} as ${role}`).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe("one person never reads or changes another's things", () => {
  it.each(OBJECT_KINDS)("the owner's %s: no one else's call naming it gets it or changes it", async (kind) => {
    const id = objects.kept[kind];
    const naming = [...answers].filter(([key, answer]) => !key.endsWith(' as owner') && answer.named.includes(id));
    expect(naming.length).toBeGreaterThan(0);
    for (const [key, answer] of naming) {
      const entry = key.replace(/ as \w+$/, '');
      const role = key.slice(entry.length + 4) as Role;
      if (!succeeds(MATRIX[entry]?.[role] ?? 0) || CALLS[entry]?.filtered) expect(answer.body, key).not.toContain(id);
    }
    expect(await objects.rowsOf(kind)).toEqual(keptBefore[kind]);
  });
});
