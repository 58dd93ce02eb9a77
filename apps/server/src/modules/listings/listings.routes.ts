import { ZSavedPropertiesRequest } from '@app/shared/accounts/account.schema';
import { ZDone } from '@app/shared/accounts/auth.schema';
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
import { requireVerified } from '../../platform/auth-session/policy';
import { AppError } from '../../platform/http/app-error';
import { routes, ZId } from '../../platform/http/route';
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
import { listingRestored } from './mail/listing-restored.template';
import { listingTakenDown } from './mail/listing-taken-down.template';

/** Listings (spec: properties base): featured, the wizard's drafts, the property page, owner actions. */
export const listingsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(listingInquiry, listingExpiring, listingExpired, listingReleased, listingTakenDown, listingRestored);
  const db = deps.database.db;
  deps.products.register('listing-plan', listingPlanProduct(deps));
  deps.jobs.add(listingExpiryJob(deps));
  deps.emailVerified.add((tx, email) => releaseListingsWaitingOn(deps, tx, email));
  deps.pageMeta.register('/listings/:id', (params, locale) => listingPageMeta(deps, params.id ?? '', locale));
  deps.pageMeta.register('/listings/community/:id', (params, locale) => communityPageMeta(deps, params.id ?? '', locale));
  const route = routes(app, { tags: ['properties'] });

  route({
    method: 'GET',
    url: '/api/v1/properties/featured',
    auth: 'visitor',
    summary: 'Featured properties for the home page',
    querystring: ZFeaturedListingsQuery,
    data: z.array(ZListingCard),
    handler: (request) => listFeaturedListings(db, request.query.limit),
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/featured-cities',
    auth: 'visitor',
    summary: 'The featured cities with their listing counts',
    data: z.array(ZFeaturedCity),
    handler: () => listFeaturedCities(db),
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/many',
    // Public by ids; owner=me needs a verified account, so that part checks its own.
    auth: 'visitor',
    summary: "The signed-in owner's listings (owner=me) or public listings by ids",
    querystring: z.object({ owner: z.literal('me').optional(), ids: z.string().max(4000).optional() }),
    data: z.union([z.array(ZListingSummary), z.array(ZListingCard)]),
    handler: async (request, actor) => {
      if (request.query.owner === 'me') return ownListingSummaries(deps, requireVerified(actor));
      const ids = (request.query.ids ?? '')
        .split(',')
        .filter((id) => z.uuid().safeParse(id).success)
        .slice(0, 100);
      return listPublicCardsByIds(db, ids);
    },
  });

  route({
    method: 'POST',
    url: '/api/v1/properties',
    auth: 'verified',
    summary: 'Start a listing draft',
    body: ZListingDraft,
    data: ZListing,
    status: 201,
    handler: (request, actor) => createListing(deps, actor, request.body),
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/:id',
    auth: 'visitor',
    summary: 'A listing page (public listings; owners see their own in any state)',
    params: ZId,
    data: ZPublicListing,
    handler: async (request, actor) => (await publicListingView(deps, actor, request.params.id)).view,
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/:id/edit',
    auth: 'verified',
    summary: 'The listing as its owner edits it',
    params: ZId,
    data: ZListing,
    handler: async (request, actor) => ownerView(deps, await ownListing(deps, actor, request.params.id)),
  });
  route({
    method: 'PUT',
    url: '/api/v1/properties/:id',
    auth: 'verified',
    summary: 'Save the draft (given fields replace stored ones)',
    params: ZId,
    body: ZListingDraft,
    data: ZListing,
    handler: (request, actor) => saveListing(deps, actor, request.params.id, request.body),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/properties/:id',
    auth: 'verified',
    summary: 'Remove (only without open offers or orders)',
    params: ZId,
    data: ZDone,
    handler: async (request, actor) => {
      await removeListing(deps, actor, request.params.id);
      return { done: true as const };
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/properties/:id/actions',
    auth: 'verified',
    summary: 'Move to drafts or listings, hide or unhide',
    params: ZId,
    body: ZListingActionRequest,
    data: ZListing,
    handler: (request, actor) => applyListingAction(deps, actor, request.params.id, request.body.action),
  });
  route({
    method: 'POST',
    url: '/api/v1/properties/:id/duplicate',
    auth: 'verified',
    summary: 'Copy into a new draft',
    params: ZId,
    data: ZListing,
    status: 201,
    handler: (request, actor) => duplicateListing(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/:id/overview',
    auth: 'verified',
    summary: 'Views, saves, offers and orders of a listing',
    params: ZId,
    data: ZListingOverview,
    handler: (request, actor) => listingOverview(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/:id/similar',
    auth: 'visitor',
    summary: 'Similar and nearby public listings',
    params: ZId,
    data: z.array(ZListingCard),
    handler: async (request, actor) => {
      const { row } = await publicListingView(deps, actor, request.params.id);
      return listSimilarListings(db, row);
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/properties/:id/contact',
    auth: 'signedIn',
    summary: 'Send the owner a message',
    params: ZId,
    body: ZContactOwnerRequest,
    data: ZDone,
    preHandler: limitRequests(deps.rateLimiter, [
      ['contactOwnerPerAccount', 'account'],
      ['contactOwnerPerIp', 'ip'],
    ]),
    handler: async (request, actor) => {
      await contactOwner(deps, actor, request.params.id, request.body.message);
      return { done: true as const };
    },
  });
  route({
    method: 'GET',
    url: '/api/v1/properties/:id/documents/:mediaId',
    auth: 'verified',
    summary: 'A private listing document (owner): redirects to a short-lived link',
    params: ZId.extend({ mediaId: z.uuid() }),
    handler: async (request, actor, reply) => {
      const row = await ownListing(deps, actor, request.params.id);
      if (!(draftOf(row).documents ?? []).some((doc) => doc.mediaId === request.params.mediaId)) throw new AppError('NOT_FOUND');
      const url = await signedDocumentUrl(deps, request.params.mediaId, 300);
      if (!url) throw new AppError('NOT_FOUND');
      return reply.redirect(url);
    },
  });

  route({
    method: 'POST',
    url: '/api/v1/saved-properties/multi',
    auth: 'visitor',
    summary: 'Cards of the public listings among the ids',
    body: ZSavedPropertiesRequest,
    data: z.array(ZListingCard),
    handler: (request) => listPublicCardsByIds(db, request.body.ids),
  });

  await communityRoutes(app, deps);
};
