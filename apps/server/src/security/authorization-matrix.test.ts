import { Readable } from 'node:stream';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { httpClient, latestMail, linkIn } from '../../test/http-client';
import { clientAs, ROLE_PASSWORD, ROLES, seedRoleAccount, type Role } from '../../test/role-fixtures';
import { seedListing, type Account } from '../seed/factories';
import { queueVerificationMail, requestRecovery } from '../modules/auth/index';
import { unsubscribeToken } from '../modules/saved-searches/index';
import { cosignToken } from '../modules/offers/index';
import {
  appraisalServices,
  coupons,
  feedbackEntries,
  inspectionServices,
  listingReports,
  mediaServices,
  newsletterSubscriptions,
  offers,
  orderDisputes,
  outbox,
  payouts,
} from '../db/schema/index';
import { appraisalInput, inspectionInput, mediaInput, verifyAs } from '../modules/services/services.fixtures';
import { companyStep, informationStep, seedProfessionalProfile } from '../modules/professionals/professionals.fixtures';
import { cardForm, PAYOUT_FORM } from '../../test/payment-fixtures';
import { importFeed } from '../modules/listhub/index';
import { testFeed as listhubTestFeed } from '../modules/listhub/listhub.fixtures';
import { createTestPartner } from '../modules/reso/reso.fixtures';
import { OBJECT_KINDS, ownerObjects, type ObjectKind } from './owner-objects';

/** A ListHub feed of no listings (a partial feed: it changes nothing). */
const listhubFeed = () => listhubTestFeed([]);

/**
 * Who gets what from every route the API publishes (/api/v1/docs/json). The owner is the
 * account whose objects the call names; everyone else calls with the owner's ids. A route
 * added without a row here fails the first test, so every route's access is decided.
 *
 * Roles as the accounts table has them (spec section 6): a professional is a verified account
 * with professional_info (the payout connection routes are for professionals only), an admin has is_admin.
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
  // Reported listings (decision 082): anyone who may see the listing reports it, but not its owner.
  'POST /api/v1/properties/{id}/reports': row(201, 201, 201, 409, 201, 201),
  'POST /api/v1/properties/{id}/reports · draft': row(404, 404, 404, 409, 404, 201),
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
  // Payouts through Stripe (decision 088): professionals only, each their own; the demo processor needs none (POST 404).
  'GET /api/v1/payoutmethods/connect': row(401, 403, 403, 403, 200, 403),
  'POST /api/v1/payoutmethods/connect': row(401, 403, 403, 403, 404, 403),

  'GET /api/v1/prices': everyone(200),
  'GET /api/v1/payments/provider': everyone(200),
  'GET /api/v1/exchange-rates': everyone(200),
  'POST /api/v1/checkouts': verifiedOnly(201),
  'GET /api/v1/checkouts/{id}': ownerOnly(200),
  'POST /api/v1/checkouts/{id}/pay': ownerOnly(200),
  'GET /api/v1/payments': verifiedOnly(200),
  'GET /api/v1/payments/{id}/receipt': ownerOnly(200),
  'POST /api/v1/checkouts/{id}/approval-payments': ownerOnly(200),
  // Coupons (decision 077): the owner's test-widget checkout takes no coupon (409), others' are not found.
  'POST /api/v1/checkouts/{id}/coupon': ownerOnly(409),
  'DELETE /api/v1/checkouts/{id}/coupon': ownerOnly(200),
  'GET /api/v1/payments/{id}/progress': ownerOnly(200),
  'POST /api/v1/payments/{id}/cancel': ownerOnly(200),
  // The demo processor's confirmation page: the intent's unguessable id is the key; an unknown one is not found, for anyone.
  'GET /api/v1/demo-payments/{id}': everyone(404),
  'POST /api/v1/demo-payments/{id}/approve': everyone(404),
  'POST /api/v1/demo-payments/{id}/cancel': everyone(404),

  // Messaging (decision 067): any signed-in account may start conversations; a conversation, its
  // messages and files are its participants' only, and 404 to everyone else.
  'GET /api/v1/messages/capabilities': everyone(200),
  // Leads (decision 078): each signed-in account reads only its own.
  'GET /api/v1/leads': signedIn(200),
  'GET /api/v1/leads/export': signedIn(200),
  // The owner already has a conversation about that listing (200); everyone else starts theirs (201).
  'POST /api/v1/messages/conversations': row(401, 201, 201, 200, 201, 201),
  'GET /api/v1/messages/conversations': signedIn(200),
  'GET /api/v1/messages/conversations/{id}': row(401, 404, 404, 200, 404, 404),
  'GET /api/v1/messages/conversations/{id}/messages': row(401, 404, 404, 200, 404, 404),
  'POST /api/v1/messages/conversations/{id}/messages': row(401, 404, 404, 201, 404, 404),
  'PUT /api/v1/messages/conversation': row(401, 404, 404, 200, 404, 404),
  'PUT /api/v1/messages': row(401, 404, 404, 200, 404, 404),
  'GET /api/v1/messages/attachments/{id}': row(401, 404, 404, 302, 404, 404),

  // Service orders (decision 071): the owner is the customer; an order is its two parties' only.
  'GET /api/v1/appraisalOrders/buyer/{id}': row(401, 403, 403, 200, 403, 403),
  'GET /api/v1/appraisalOrders/seller/{id}': row(401, 403, 403, 200, 403, 403),
  'PATCH /api/v1/appraisalOrders/{orderId}': ownerOnly(200),
  'GET /api/v1/inspectionOrders/buyer/{id}': row(401, 403, 403, 200, 403, 403),
  'GET /api/v1/inspectionOrders/seller/{id}': row(401, 403, 403, 200, 403, 403),
  'PATCH /api/v1/inspectionOrders/{orderId}': ownerOnly(200),
  // The provider's days (decision 074): the owner is the customer, told 'Error Updating Order'.
  'PUT /api/v1/inspectionOrders/{orderId}': row(401, 403, 404, 409, 404, 404),
  'PUT /api/v1/mediaOrders/{orderId}': row(401, 403, 404, 409, 404, 404),
  'GET /api/v1/mediaOrders/buyer': verifiedOnly(200),
  'PATCH /api/v1/mediaOrders/{orderId}': ownerOnly(200),
  'GET /api/v1/media-orders/professional': verifiedOnly(200),
  // Accepting is the provider's move: the customer is told 'Error Updating Order'.
  'PUT /api/v1/media-orders/professional': row(401, 403, 404, 409, 404, 404),
  // Delivering a listing translation is the provider's (decision 073): the customer is told 'Error Updating Order'.
  'PUT /api/v1/media-orders/professional/{orderId}/translation': row(401, 403, 404, 409, 404, 404),
  // Delivering virtually staged photos is the provider's too (decision 083).
  'PUT /api/v1/media-orders/professional/{orderId}/staging': row(401, 403, 404, 409, 404, 404),
  'GET /api/v1/orders/mine': verifiedOnly(200),
  'GET /api/v1/orders/owed-back': verifiedOnly(200),
  'GET /api/v1/orders/payouts': verifiedOnly(200),
  'GET /api/v1/orders/payouts/{payoutId}': ownerOnly(200),
  'GET /api/v1/orders/{id}': ownerOnly(200),
  'GET /api/v1/orders/{id}/file': ownerOnly(302),
  // A dispute is opened by one of the order's two parties (decision 079); the kept order is submitted, so disputable.
  'POST /api/v1/orders/{id}/disputes': ownerOnly(200),
  // The kept order is submitted, not completed: not yet reviewable, even by its customer.
  'POST /api/v1/professionalReview/{orderId}': row(401, 403, 404, 409, 404, 404),
  // Only the reviewed provider answers (orders.test.ts); no one answers a review that is not theirs.
  'PUT /api/v1/professionalReview/{id}/answer': row(401, 403, 404, 404, 404, 404),
  'GET /api/v1/professionalReview/professional/{id}': everyone(200),

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
  // Needs a saved profile (then a running membership whose plan includes the language).
  'PUT /api/v1/professionals/me/translations/{locale}': row(401, 400, 400, 400, 400, 400),
  'DELETE /api/v1/account/professional/{id}': row(401, 404, 404, 200, 404, 200),
  'GET /api/v1/professionals/review-queue': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/professionals/{id}/review': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/professionals/{id}/approve': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/professionals/{id}/reject': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/searchProfessional': everyone(200),
  // ListHub feed imports and their reports: admins only (decision 068).
  'POST /api/v1/listhub/imports': row(401, 403, 403, 403, 403, 201),
  'POST /api/v1/listhub/imports/from-file': row(401, 403, 403, 403, 403, 201),
  'GET /api/v1/listhub/imports/{file}': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/listhub/imports': row(401, 403, 403, 403, 403, 200),
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

  // The admin console (decision 066): admins only, decided on the server.
  'GET /api/v1/admin/overview': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/accounts': row(401, 403, 403, 403, 403, 200),
  'PUT /api/v1/admin/accounts/{id}/roles': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/accounts/{id}/end-sessions': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/audit': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/coupons': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/coupons': row(401, 403, 403, 403, 403, 201),
  'POST /api/v1/admin/coupons/{id}/deactivate': row(401, 403, 403, 403, 403, 200),

  // Setting up services: only the owner is a verified professional of the kind with a membership.
  'GET /api/v1/appraisalServices': signedIn(200),
  'POST /api/v1/appraisalServices': row(401, 403, 403, 201, 403, 403),
  'PUT /api/v1/appraisalServices': row(401, 403, 403, 200, 403, 403),
  'DELETE /api/v1/appraisalServices': ownerOnly(200),
  'DELETE /api/v1/appraisalServices/{id}': ownerOnly(200),
  'GET /api/v1/inspectionServices': signedIn(200),
  'POST /api/v1/inspectionServices': row(401, 403, 403, 201, 403, 403),
  'PUT /api/v1/inspectionServices': row(401, 403, 403, 200, 403, 403),
  'DELETE /api/v1/inspectionServices': ownerOnly(200),
  'DELETE /api/v1/inspectionServices/{id}': ownerOnly(200),
  'GET /api/v1/mediaServices': signedIn(200),
  'GET /api/v1/mediaServices/{id}': ownerOnly(200),
  'POST /api/v1/mediaServices': row(401, 403, 403, 201, 403, 403),
  'PUT /api/v1/mediaServices/{id}': row(401, 403, 403, 200, 403, 403),
  'DELETE /api/v1/mediaServices': ownerOnly(200),
  'DELETE /api/v1/mediaServices/{id}': ownerOnly(200),
  'GET /api/v1/professionalServices': everyone(200),
  'GET /api/v1/professionalServices/{id}': everyone(200),
  'GET /api/v1/admin/listings': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/listings/{id}/take-down': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/listings/{id}/restore': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/reports': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/reports/listings/{id}/dismiss': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/reports/listings/{id}/take-down': row(401, 403, 403, 403, 403, 200),
  // The console's operations (decision 080): admins only.
  'GET /api/v1/admin/outbox': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/outbox/{id}/retry': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/jobs': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/jobs/{name}/retry': row(401, 403, 403, 403, 403, 200),
  // Payments (decision 079): find, read the ledger, refund; admins only.
  'GET /api/v1/admin/payments': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/payments/{id}': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/payments/{id}/refunds': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/payments/payouts': row(401, 403, 403, 403, 403, 200),
  // The owner's failed payout: an admin passes, and is refused a retry as nothing is payable (409).
  'POST /api/v1/admin/payments/payouts/{id}/retry': row(401, 403, 403, 403, 403, 409),
  // Disputes on service orders (decision 079): the queue and the resolution are admins'.
  'GET /api/v1/admin/disputes': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/disputes/{id}': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/disputes/{id}/resolve': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/inbox': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/inbox/{id}/handled': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/inbox/{id}/reply': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/subscribers': row(401, 403, 403, 403, 403, 200),
  'GET /api/v1/admin/subscribers/export': row(401, 403, 403, 403, 403, 200),
  'DELETE /api/v1/admin/subscribers/{id}': row(401, 403, 403, 403, 403, 200),
  // RESO Web API partners (decision 075): admins only.
  'GET /api/v1/admin/reso-partners': row(401, 403, 403, 403, 403, 200),
  'POST /api/v1/admin/reso-partners': row(401, 403, 403, 403, 403, 201),
  'POST /api/v1/admin/reso-partners/{id}/revoke': row(401, 403, 403, 403, 403, 200),
};

const { app, db } = await createTestApp();

/** A ListHub feed file an earlier import stored (imported with no import running after it). */
async function storedListhubFile(): Promise<string> {
  await app.deps.outbox.drain();
  const report = await importFeed(app.deps, { accountId: null }, Readable.from([listhubFeed()]), false);
  await app.deps.outbox.drain();
  return report.file;
}

/** A new open dispute on a new order of the owner's (written straight in: the admin rows only need one to exist). */
async function matrixDispute(): Promise<string> {
  const orderId = await objects.fresh.inspectionOrder();
  const [dispute] = await db
    .insert(orderDisputes)
    .values({ orderId, openedByAccountId: owner.id, openedBy: 'customer', reason: 'Matrix check' })
    .returning();
  return dispute!.id;
}

/** A failed payout of the owner's (a $10 transfer their bank refused), made once. */
let ownersPayoutId: string | undefined;
async function ownersPayout(): Promise<string> {
  if (ownersPayoutId) return ownersPayoutId;
  const id = crypto.randomUUID();
  await db.insert(payouts).values({
    id,
    providerAccountId: owner.id,
    methodKind: 'us',
    methodLast4: '1116',
    currency: 'USD',
    amount: 1_000,
    status: 'failed',
    failureReason: 'no_account',
    runKey: 'matrix',
    idempotencyKey: `payout:${id}:1`,
  });
  ownersPayoutId = id;
  return id;
}

/** A listing of its own (another account's) with an open report, so a decision on it leaves the owner's objects as they are. */
async function reportedListing(): Promise<string> {
  const listing = await seedListing(db, { status: 'active', complete: true, publishedAt: new Date() });
  await db.insert(listingReports).values({ listingId: listing.id, reason: 'scam', details: 'Matrix check' });
  return listing.id;
}

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
  'POST /api/v1/properties/{id}/reports': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('listing')}/reports`, body: { reason: 'duplicate' } }),
  },
  'POST /api/v1/properties/{id}/reports · draft': {
    call: async (s) => ({ url: `/api/v1/properties/${await s.the('draft')}/reports`, body: { reason: 'duplicate' } }),
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
  'GET /api/v1/payoutmethods/connect': { call: () => ({ url: '/api/v1/payoutmethods/connect' }) },
  'POST /api/v1/payoutmethods/connect': { call: () => ({ url: '/api/v1/payoutmethods/connect' }) },

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
  'GET /api/v1/admin/payments': { call: () => ({ url: `/api/v1/admin/payments?q=${encodeURIComponent(owner.email)}` }) },
  'GET /api/v1/admin/payments/{id}': { call: async (s) => ({ url: `/api/v1/admin/payments/${await s.the('payment')}` }) },
  'GET /api/v1/admin/payments/payouts': { call: () => ({ url: '/api/v1/admin/payments/payouts?status=failed' }) },
  'POST /api/v1/admin/payments/payouts/{id}/retry': {
    call: async () => ({ url: `/api/v1/admin/payments/payouts/${await ownersPayout()}/retry` }),
  },
  'GET /api/v1/admin/disputes': { call: () => ({ url: '/api/v1/admin/disputes' }) },
  'GET /api/v1/admin/disputes/{id}': { call: async () => ({ url: `/api/v1/admin/disputes/${await matrixDispute()}` }) },
  'POST /api/v1/admin/disputes/{id}/resolve': {
    call: async () => ({ url: `/api/v1/admin/disputes/${await matrixDispute()}/resolve`, body: { refund: 0, why: 'Matrix check' } }),
  },
  'POST /api/v1/admin/payments/{id}/refunds': {
    call: async (s) => ({
      url: `/api/v1/admin/payments/${await s.the('payment')}/refunds`,
      body: { why: 'Duplicate order' },
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

  'GET /api/v1/appraisalOrders/buyer/{id}': { call: () => ({ url: `/api/v1/appraisalOrders/buyer/${owner.id}` }) },
  'GET /api/v1/appraisalOrders/seller/{id}': { call: () => ({ url: `/api/v1/appraisalOrders/seller/${owner.id}` }) },
  'PATCH /api/v1/appraisalOrders/{orderId}': {
    call: async (s) => ({
      url: `/api/v1/appraisalOrders/${await s.the('order')}`,
      body: { logEntry: { status: 'cancelled', reason: 'Accidental order' } },
    }),
  },
  'GET /api/v1/inspectionOrders/buyer/{id}': { call: () => ({ url: `/api/v1/inspectionOrders/buyer/${owner.id}` }) },
  'GET /api/v1/inspectionOrders/seller/{id}': { call: () => ({ url: `/api/v1/inspectionOrders/seller/${owner.id}` }) },
  'PATCH /api/v1/inspectionOrders/{orderId}': {
    call: async (s) => ({
      url: `/api/v1/inspectionOrders/${await s.the('inspectionOrder')}`,
      body: { logEntry: { status: 'cancelled', reason: 'Better price available' } },
    }),
  },
  'PUT /api/v1/inspectionOrders/{orderId}': {
    call: async (s) => ({ url: `/api/v1/inspectionOrders/${await s.the('inspectionOrder')}`, body: { totalTimeDays: 7 } }),
  },
  'PUT /api/v1/mediaOrders/{orderId}': {
    call: async (s) => ({ url: `/api/v1/mediaOrders/${await s.the('mediaOrder')}`, body: { revisedTimeFrame: 7 } }),
  },
  'GET /api/v1/mediaOrders/buyer': { filtered: true, call: () => ({ url: '/api/v1/mediaOrders/buyer' }) },
  'PATCH /api/v1/mediaOrders/{orderId}': {
    call: async (s) => ({
      url: `/api/v1/mediaOrders/${await s.the('mediaOrder')}`,
      body: { logEntry: { status: 'cancelled', reason: 'No longer needed' } },
    }),
  },
  'GET /api/v1/media-orders/professional': { filtered: true, call: () => ({ url: '/api/v1/media-orders/professional' }) },
  'PUT /api/v1/media-orders/professional': {
    call: async (s) => ({
      url: '/api/v1/media-orders/professional',
      body: { order: { _id: await s.the('mediaOrder'), logEntry: { status: 'accepted' } } },
    }),
  },
  'PUT /api/v1/media-orders/professional/{orderId}/translation': {
    call: async (s) => ({
      url: `/api/v1/media-orders/professional/${await s.the('mediaOrder')}/translation`,
      body: { translations: [{ locale: 'es', title: 'Casa', description: 'Una casa.' }] },
    }),
  },
  'PUT /api/v1/media-orders/professional/{orderId}/staging': {
    call: async (s) => ({
      url: `/api/v1/media-orders/professional/${await s.the('mediaOrder')}/staging`,
      body: { photos: ['00000000-0000-4000-8000-000000000001'] },
    }),
  },
  'GET /api/v1/orders/mine': { filtered: true, call: () => ({ url: '/api/v1/orders/mine' }) },
  'GET /api/v1/orders/owed-back': { filtered: true, call: () => ({ url: '/api/v1/orders/owed-back' }) },
  'GET /api/v1/orders/payouts': { filtered: true, call: () => ({ url: '/api/v1/orders/payouts' }) },
  'GET /api/v1/orders/payouts/{payoutId}': { call: async () => ({ url: `/api/v1/orders/payouts/${await ownersPayout()}` }) },
  'GET /api/v1/orders/{id}': { call: async (s) => ({ url: `/api/v1/orders/${await s.the('order')}` }) },
  'GET /api/v1/orders/{id}/file': { call: async (s) => ({ url: `/api/v1/orders/${await s.the('order')}/file` }) },
  'POST /api/v1/orders/{id}/disputes': {
    // The kept order (submitted, so disputable): a fresh one is pending, where no dispute may be opened.
    call: () => ({ url: `/api/v1/orders/${objects.kept.order}/disputes`, body: { reason: 'Matrix check' } }),
  },
  'POST /api/v1/professionalReview/{orderId}': {
    call: async (s) => ({ url: `/api/v1/professionalReview/${await s.the('order')}`, body: { stars: 5, text: 'Thorough and on time.' } }),
  },
  'PUT /api/v1/professionalReview/{id}/answer': {
    call: () => ({ url: `/api/v1/professionalReview/${crypto.randomUUID()}/answer`, body: { text: 'Thank you!' } }),
  },
  'GET /api/v1/professionalReview/professional/{id}': { call: () => ({ url: `/api/v1/professionalReview/professional/${owner.id}` }) },

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
  'GET /api/v1/messages/capabilities': { call: () => ({ url: '/api/v1/messages/capabilities' }) },
  'GET /api/v1/leads': { filtered: true, call: () => ({ url: '/api/v1/leads' }) },
  'GET /api/v1/leads/export': { filtered: true, call: () => ({ url: '/api/v1/leads/export' }) },
  'POST /api/v1/messages/conversations': {
    call: () => ({ url: '/api/v1/messages/conversations', body: { subject: { kind: 'listing', id: objects.conversationListing } } }),
  },
  'GET /api/v1/messages/conversations': { call: () => ({ url: '/api/v1/messages/conversations?tab=all' }) },
  'GET /api/v1/messages/conversations/{id}': {
    call: async (s) => ({ url: `/api/v1/messages/conversations/${await s.the('conversation')}` }),
  },
  'GET /api/v1/messages/conversations/{id}/messages': {
    call: async (s) => ({ url: `/api/v1/messages/conversations/${await s.the('conversation')}/messages` }),
  },
  'POST /api/v1/messages/conversations/{id}/messages': {
    call: async (s) => ({
      url: `/api/v1/messages/conversations/${await s.the('conversation')}/messages`,
      body: { clientId: crypto.randomUUID(), body: 'Can I visit on Saturday?' },
    }),
  },
  'PUT /api/v1/messages/conversation': {
    call: async (s) => ({
      url: '/api/v1/messages/conversation',
      body: { conversationID: await s.the('conversation'), starredBoolean: true },
    }),
  },
  'PUT /api/v1/messages': {
    call: async (s) => ({ url: '/api/v1/messages', body: { messageID: await s.the('message'), readBoolean: true } }),
  },
  'GET /api/v1/messages/attachments/{id}': {
    call: async (s) => ({ url: `/api/v1/messages/attachments/${await s.the('messageAttachment')}` }),
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
  'PUT /api/v1/professionals/me/translations/{locale}': {
    call: () => ({ url: '/api/v1/professionals/me/translations/zh-Hant', body: { aboutMe: '專業估價師。' } }),
  },
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

  // Each call waits for the imports before it: one import runs at a time.
  'POST /api/v1/listhub/imports': {
    call: async () => {
      await app.deps.outbox.drain();
      return { url: '/api/v1/listhub/imports?full=false', body: listhubFeed(), headers: { 'content-type': 'application/xml' } };
    },
  },
  'POST /api/v1/listhub/imports/from-file': {
    call: async () => ({ url: '/api/v1/listhub/imports/from-file', body: { file: await storedListhubFile(), full: false } }),
  },
  'GET /api/v1/listhub/imports/{file}': { call: async () => ({ url: `/api/v1/listhub/imports/${await storedListhubFile()}` }) },
  'GET /api/v1/listhub/imports': { call: () => ({ url: '/api/v1/listhub/imports' }) },

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

  'GET /api/v1/admin/overview': { call: () => ({ url: '/api/v1/admin/overview' }) },
  'GET /api/v1/admin/accounts': { call: () => ({ url: `/api/v1/admin/accounts?q=${encodeURIComponent(owner.email)}` }) },
  // A new account each time: the owner's admin role and sessions stay as the other rows need them.
  'PUT /api/v1/admin/accounts/{id}/roles': {
    call: async () => {
      const target = await seedRoleAccount(db, 'stranger');
      return { url: `/api/v1/admin/accounts/${target.id}/roles`, body: { role: 'admin', grant: false, why: 'Matrix check' } };
    },
  },
  'POST /api/v1/admin/accounts/{id}/end-sessions': {
    call: async () => {
      const target = await seedRoleAccount(db, 'stranger');
      return { url: `/api/v1/admin/accounts/${target.id}/end-sessions`, body: { why: 'Matrix check' } };
    },
  },
  'GET /api/v1/admin/audit': { call: () => ({ url: '/api/v1/admin/audit' }) },
  'GET /api/v1/admin/coupons': { call: () => ({ url: '/api/v1/admin/coupons' }) },
  'POST /api/v1/admin/coupons': { call: () => ({ url: '/api/v1/admin/coupons', body: couponForm(`MATRIX-${++unique}`) }) },
  // A coupon of its own each time: a deactivated one cannot be deactivated again.
  'POST /api/v1/admin/coupons/{id}/deactivate': {
    call: async () => ({ url: `/api/v1/admin/coupons/${await seedCoupon()}/deactivate`, body: { why: 'Matrix check' } }),
  },
  'POST /api/v1/checkouts/{id}/coupon': {
    call: async (s) => {
      const code = `MATRIX-${++unique}`;
      await seedCoupon(code);
      return { url: `/api/v1/checkouts/${await s.the('checkout')}/coupon`, body: { code } };
    },
  },
  'DELETE /api/v1/checkouts/{id}/coupon': { call: async (s) => ({ url: `/api/v1/checkouts/${await s.the('checkout')}/coupon` }) },
  'GET /api/v1/admin/outbox': { call: () => ({ url: '/api/v1/admin/outbox?status=failed' }) },
  // A failed row each time: only an admin's call re-queues it.
  'POST /api/v1/admin/outbox/{id}/retry': {
    call: async () => {
      const [row] = await db
        .insert(outbox)
        .values({ topic: 'matrix.check', payload: {}, status: 'failed', attempts: 8, lastError: 'Error: matrix' })
        .returning({ id: outbox.id });
      return { url: `/api/v1/admin/outbox/${row!.id}/retry` };
    },
  },
  'GET /api/v1/admin/jobs': { call: () => ({ url: '/api/v1/admin/jobs?failed=true' }) },
  'POST /api/v1/admin/jobs/{name}/retry': { call: () => ({ url: '/api/v1/admin/jobs/listing-expiry/retry' }) },
  'GET /api/v1/admin/inbox': { call: () => ({ url: '/api/v1/admin/inbox?state=open' }) },
  // A message of its own each time: a reply is mailed once per message.
  'POST /api/v1/admin/inbox/{id}/handled': { call: async () => ({ url: `/api/v1/admin/inbox/${await seedContactMessage()}/handled` }) },
  'POST /api/v1/admin/inbox/{id}/reply': {
    call: async () => ({ url: `/api/v1/admin/inbox/${await seedContactMessage()}/reply`, body: { message: 'Matrix check' } }),
  },
  'GET /api/v1/admin/subscribers': { call: () => ({ url: '/api/v1/admin/subscribers' }) },
  'GET /api/v1/admin/subscribers/export': { call: () => ({ url: '/api/v1/admin/subscribers/export' }) },
  'DELETE /api/v1/admin/subscribers/{id}': {
    call: async () => {
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ email: `matrix-${++unique}@example.com`, confirmedAt: new Date() })
        .returning({ id: newsletterSubscriptions.id });
      return { url: `/api/v1/admin/subscribers/${row!.id}`, body: { why: 'Matrix check' } };
    },
  },

  'GET /api/v1/appraisalServices': { filtered: true, call: () => ({ url: '/api/v1/appraisalServices?getAll=true' }) },
  'POST /api/v1/appraisalServices': {
    call: async () => {
      await freeServiceChoice('appraisal');
      return { url: '/api/v1/appraisalServices', body: appraisalInput(FREE_CHOICE.appraisal) };
    },
  },
  'PUT /api/v1/appraisalServices': {
    call: async (s) => {
      const id = await s.the('appraisalService');
      const [row] = await db.select().from(appraisalServices).where(eq(appraisalServices.id, id));
      await verifyAs(db, owner.id, 'appraisal');
      return {
        url: '/api/v1/appraisalServices',
        body: [{ ...appraisalInput(row!.sizeRange), _id: id, types: { full: { price: 31_000, leadTime: 4 } } }],
      };
    },
  },
  'DELETE /api/v1/appraisalServices': {
    call: async (s) => ({ url: '/api/v1/appraisalServices', body: [await s.the('appraisalService')] }),
  },
  'DELETE /api/v1/appraisalServices/{id}': { call: async (s) => ({ url: `/api/v1/appraisalServices/${await s.the('appraisalService')}` }) },
  'GET /api/v1/inspectionServices': { filtered: true, call: () => ({ url: '/api/v1/inspectionServices?getAll=true' }) },
  'POST /api/v1/inspectionServices': {
    call: async () => {
      await freeServiceChoice('inspection');
      return { url: '/api/v1/inspectionServices', body: inspectionInput(FREE_CHOICE.inspection) };
    },
  },
  'PUT /api/v1/inspectionServices': {
    call: async () => {
      await freeServiceChoice('inspection');
      return { url: '/api/v1/inspectionServices', body: [inspectionInput(FREE_CHOICE.inspection)] };
    },
  },
  'DELETE /api/v1/inspectionServices': {
    call: async (s) => ({ url: '/api/v1/inspectionServices', body: [await s.the('inspectionService')] }),
  },
  'DELETE /api/v1/inspectionServices/{id}': {
    call: async (s) => ({ url: `/api/v1/inspectionServices/${await s.the('inspectionService')}` }),
  },
  'GET /api/v1/mediaServices': { filtered: true, call: () => ({ url: '/api/v1/mediaServices' }) },
  'GET /api/v1/mediaServices/{id}': { call: async (s) => ({ url: `/api/v1/mediaServices/${await s.the('mediaService')}` }) },
  'POST /api/v1/mediaServices': {
    call: async () => {
      await freeServiceChoice('media');
      return { url: '/api/v1/mediaServices', body: mediaInput(FREE_CHOICE.media) };
    },
  },
  'PUT /api/v1/mediaServices/{id}': {
    call: async (s) => {
      const id = await s.the('mediaService');
      const [row] = await db.select().from(mediaServices).where(eq(mediaServices.id, id));
      await verifyAs(db, owner.id, 'media');
      return { url: `/api/v1/mediaServices/${id}`, body: { ...mediaInput(row!.service), price: 40_000 } };
    },
  },
  'DELETE /api/v1/mediaServices': { call: async (s) => ({ url: '/api/v1/mediaServices', body: [await s.the('mediaService')] }) },
  'DELETE /api/v1/mediaServices/{id}': { call: async (s) => ({ url: `/api/v1/mediaServices/${await s.the('mediaService')}` }) },
  'GET /api/v1/professionalServices': { call: () => ({ url: '/api/v1/professionalServices?kind=appraisal&country=US&postalCode=78701' }) },
  'GET /api/v1/professionalServices/{id}': { call: () => ({ url: `/api/v1/professionalServices/${owner.id}` }) },
  'GET /api/v1/admin/listings': { call: () => ({ url: `/api/v1/admin/listings?q=${encodeURIComponent(owner.email)}` }) },
  // A listing of its own each time (another account's), so the owner's objects stay as the other rows need them.
  'POST /api/v1/admin/listings/{id}/take-down': {
    call: async () => ({ url: `/api/v1/admin/listings/${(await seedListing(db)).id}/take-down`, body: { why: 'Matrix check' } }),
  },
  'GET /api/v1/admin/reports': { call: () => ({ url: '/api/v1/admin/reports?sort=most' }) },
  'POST /api/v1/admin/reports/listings/{id}/dismiss': {
    call: async () => ({ url: `/api/v1/admin/reports/listings/${await reportedListing()}/dismiss`, body: { why: 'Matrix check' } }),
  },
  'POST /api/v1/admin/reports/listings/{id}/take-down': {
    call: async () => ({ url: `/api/v1/admin/reports/listings/${await reportedListing()}/take-down`, body: { why: 'Matrix check' } }),
  },
  'POST /api/v1/admin/listings/{id}/restore': {
    call: async () => ({
      url: `/api/v1/admin/listings/${(await seedListing(db, { status: 'inactive' })).id}/restore`,
      body: { why: 'Matrix check' },
    }),
  },
  'GET /api/v1/admin/reso-partners': { call: () => ({ url: '/api/v1/admin/reso-partners' }) },
  'POST /api/v1/admin/reso-partners': { call: () => ({ url: '/api/v1/admin/reso-partners', body: { name: 'Matrix portal' } }) },
  // A partner of its own each time: a revoked one cannot be revoked again.
  'POST /api/v1/admin/reso-partners/{id}/revoke': {
    call: async () => ({ url: `/api/v1/admin/reso-partners/${(await createTestPartner(app))._id}/revoke`, body: { why: 'Matrix check' } }),
  },
};

/**
 * A size range, item and media service the owner's kept and fresh services never use, freed before
 * each call that adds one (the owner verified in its profession for the call).
 */
const FREE_CHOICE = { appraisal: '5000-plus', inspection: 'lead-paint', media: 'listing-translation' } as const;
async function freeServiceChoice(kind: keyof typeof FREE_CHOICE) {
  const table = { appraisal: appraisalServices, inspection: inspectionServices, media: mediaServices }[kind];
  const column = { appraisal: appraisalServices.sizeRange, inspection: inspectionServices.item, media: mediaServices.service }[kind];
  await db.delete(table).where(and(eq(table.accountId, owner.id), eq(column, FREE_CHOICE[kind] as never)));
  await verifyAs(db, owner.id, kind);
}

/** A coupon form for any product, valid today. */
function couponForm(code: string) {
  const today = new Date().toISOString().slice(0, 10);
  return { code, discount: { kind: 'percent', percentOff: 10 }, appliesTo: 'any', validFrom: today, validUntil: today, maxUses: null };
}
/** A coupon stored directly (by the owner as its maker; nobody's object); its id. */
async function seedCoupon(code = `MATRIX-${++unique}`) {
  const form = couponForm(code);
  const [row] = await db
    .insert(coupons)
    .values({
      code,
      percentOff: 10,
      appliesTo: form.appliesTo,
      validFrom: form.validFrom,
      validUntil: form.validUntil,
      createdBy: owner.id,
    })
    .returning();
  return row!.id;
}

const method = (entry: string) => entry.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
          : verb === 'PATCH'
            ? await client.patch(url, body)
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

/** A contact message for the admin inbox rows. */
async function seedContactMessage() {
  const [row] = await db
    .insert(feedbackEntries)
    .values({ kind: 'contact', name: 'Matrix', email: 'matrix-contact@example.com', topic: 'other', message: 'Matrix check' })
    .returning({ id: feedbackEntries.id });
  return row!.id;
}
