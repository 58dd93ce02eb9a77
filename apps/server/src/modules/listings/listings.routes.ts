import { ZSavedPropertiesRequest } from '@app/shared/accounts/account.schema';
import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZOk } from '@app/shared/http/envelope';
import { ZFeaturedCity, ZFeaturedListingsQuery, ZListingCard } from '@app/shared/listings/listing-card.schema';
import { ZListingDraft } from '@app/shared/listings/listing-draft.schema';
import {
  ZContactOwnerRequest,
  ZListing,
  ZListingActionRequest,
  ZListingOverview,
  ZListingSummary,
  ZPublicListing,
} from '@app/shared/listings/listing.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireSignedIn, requireVerified } from '../../platform/auth-session/policy';
import { AppError } from '../../platform/http/app-error';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { signedDocumentUrl } from '../media/index';
import { communityRoutes } from './communities.routes';
import { applyListingAction, releaseListingsWaitingOn, removeListing } from './listing-lifecycle.service';
import { createListing, duplicateListing, saveListing } from './listing-editor.service';
import { ownerView } from './listing-owner-view';
import { communityPageMeta, listingPageMeta } from './listing-meta';
import { contactOwner, listingOverview, ownListingSummaries, publicListingView } from './listing-pages.service';
import { listingPlanProduct } from './listing-plan.product';
import { listingExpiryJob } from './listings.jobs';
import { listFeaturedCities, listFeaturedListings, listPublicCardsByIds, listSimilarListings } from './listings.service';
import { ownListing } from './listings.policy';
import { draftOf } from './listing-draft';
import { listingExpired } from './mail/listing-expired.template';
import { listingReleased } from './mail/listing-released.template';
import { listingExpiring } from './mail/listing-expiring.template';
import { listingInquiry } from './mail/listing-inquiry.template';

const ZId = z.object({ id: z.uuid() });
const tags = ['properties'];
const verified = { preValidation: before(requireVerified) };
const ok = <T>(data: T) => ({ success: true as const, data });

/** Listings (spec: properties base): featured, the wizard's drafts, the property page, owner actions. */
export const listingsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(listingInquiry, listingExpiring, listingExpired, listingReleased);
  const db = deps.database.db;
  deps.products.register('listing-plan', listingPlanProduct(deps));
  deps.jobs.add(listingExpiryJob(deps));
  deps.emailVerified.add((tx, email) => releaseListingsWaitingOn(deps, tx, email));
  deps.pageMeta.register('/listings/:id', (params) => listingPageMeta(deps, params.id ?? ''));
  deps.pageMeta.register('/listings/community/:id', (params) => communityPageMeta(deps, params.id ?? ''));

  app.get(
    '/api/v1/properties/featured',
    {
      schema: {
        tags,
        summary: 'Featured properties for the home page',
        querystring: ZFeaturedListingsQuery,
        response: { 200: ZOk(z.array(ZListingCard)) },
      },
    },
    async (request) => ok(await listFeaturedListings(db, request.query.limit)),
  );
  app.get(
    '/api/v1/properties/featured-cities',
    { schema: { tags, summary: 'The featured cities with their listing counts', response: { 200: ZOk(z.array(ZFeaturedCity)) } } },
    async () => ok(await listFeaturedCities(db)),
  );
  app.get(
    '/api/v1/properties/many',
    {
      schema: {
        tags,
        summary: "The signed-in owner's listings (owner=me) or public listings by ids",
        querystring: z.object({ owner: z.literal('me').optional(), ids: z.string().max(4000).optional() }),
        response: { 200: ZOk(z.union([z.array(ZListingSummary), z.array(ZListingCard)])) },
      },
    },
    async (request) => {
      if (request.query.owner === 'me') return ok(await ownListingSummaries(deps, requireVerified(request.actor)));
      const ids = (request.query.ids ?? '')
        .split(',')
        .filter((id) => z.uuid().safeParse(id).success)
        .slice(0, 100);
      return ok(await listPublicCardsByIds(db, ids));
    },
  );

  app.post(
    '/api/v1/properties',
    { ...verified, schema: { tags, summary: 'Start a listing draft', body: ZListingDraft, response: { 201: ZOk(ZListing) } } },
    async (request, reply) => reply.code(201).send(ok(await createListing(deps, requireVerified(request.actor), request.body))),
  );
  app.get(
    '/api/v1/properties/:id',
    {
      schema: {
        tags,
        summary: 'A listing page (public listings; owners see their own in any state)',
        params: ZId,
        response: { 200: ZOk(ZPublicListing) },
      },
    },
    async (request) => ok((await publicListingView(deps, request.actor, request.params.id)).view),
  );
  app.get(
    '/api/v1/properties/:id/edit',
    { ...verified, schema: { tags, summary: 'The listing as its owner edits it', params: ZId, response: { 200: ZOk(ZListing) } } },
    async (request) => ok(await ownerView(deps, await ownListing(deps, requireVerified(request.actor), request.params.id))),
  );
  app.put(
    '/api/v1/properties/:id',
    {
      ...verified,
      schema: {
        tags,
        summary: 'Save the draft (given fields replace stored ones)',
        params: ZId,
        body: ZListingDraft,
        response: { 200: ZOk(ZListing) },
      },
    },
    async (request) => ok(await saveListing(deps, requireVerified(request.actor), request.params.id, request.body)),
  );
  app.delete(
    '/api/v1/properties/:id',
    { ...verified, schema: { tags, summary: 'Remove (only without open offers or orders)', params: ZId, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await removeListing(deps, requireVerified(request.actor), request.params.id);
      return ok({ done: true as const });
    },
  );
  app.post(
    '/api/v1/properties/:id/actions',
    {
      ...verified,
      schema: {
        tags,
        summary: 'Move to drafts or listings, hide or unhide',
        params: ZId,
        body: ZListingActionRequest,
        response: { 200: ZOk(ZListing) },
      },
    },
    async (request) => ok(await applyListingAction(deps, requireVerified(request.actor), request.params.id, request.body.action)),
  );
  app.post(
    '/api/v1/properties/:id/duplicate',
    { ...verified, schema: { tags, summary: 'Copy into a new draft', params: ZId, response: { 201: ZOk(ZListing) } } },
    async (request, reply) => reply.code(201).send(ok(await duplicateListing(deps, requireVerified(request.actor), request.params.id))),
  );
  app.get(
    '/api/v1/properties/:id/overview',
    {
      ...verified,
      schema: { tags, summary: 'Views, saves, offers and orders of a listing', params: ZId, response: { 200: ZOk(ZListingOverview) } },
    },
    async (request) => ok(await listingOverview(deps, requireVerified(request.actor), request.params.id)),
  );
  app.get(
    '/api/v1/properties/:id/similar',
    { schema: { tags, summary: 'Similar and nearby public listings', params: ZId, response: { 200: ZOk(z.array(ZListingCard)) } } },
    async (request) => {
      const { row } = await publicListingView(deps, request.actor, request.params.id);
      return ok(await listSimilarListings(db, row));
    },
  );
  const contactLimits = limitRequests(deps.rateLimiter, [
    ['contactOwnerPerAccount', 'account'],
    ['contactOwnerPerIp', 'ip'],
  ]);
  app.post(
    '/api/v1/properties/:id/contact',
    {
      preValidation: before(requireSignedIn),
      preHandler: contactLimits,
      schema: { tags, summary: 'Send the owner a message', params: ZId, body: ZContactOwnerRequest, response: { 200: ZOk(ZDone) } },
    },
    async (request) => {
      await contactOwner(deps, requireSignedIn(request.actor), request.params.id, request.body.message);
      return ok({ done: true as const });
    },
  );
  app.get(
    '/api/v1/properties/:id/documents/:mediaId',
    {
      ...verified,
      schema: {
        tags,
        summary: 'A private listing document (owner): redirects to a short-lived link',
        params: ZId.extend({ mediaId: z.uuid() }),
      },
    },
    async (request, reply) => {
      const row = await ownListing(deps, requireVerified(request.actor), request.params.id);
      if (!(draftOf(row).documents ?? []).some((doc) => doc.mediaId === request.params.mediaId)) throw new AppError('NOT_FOUND');
      const url = await signedDocumentUrl(deps, request.params.mediaId, 300);
      if (!url) throw new AppError('NOT_FOUND');
      return reply.redirect(url);
    },
  );

  app.post(
    '/api/v1/saved-properties/multi',
    {
      schema: {
        tags,
        summary: 'Cards of the public listings among the ids',
        body: ZSavedPropertiesRequest,
        response: { 200: ZOk(z.array(ZListingCard)) },
      },
    },
    async (request) => ok(await listPublicCardsByIds(db, request.body.ids)),
  );

  await communityRoutes(app, deps);
};
