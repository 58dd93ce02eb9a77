import { ZCounterRequest, ZReasonRequest } from '@app/shared/offers/offer-negotiation';
import { ZOffer, ZOfferComparison } from '@app/shared/offers/offers.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { compareOffers } from './offer-compare.service';
import { acceptOffer, endOffer, proposeTerms } from './offer-negotiation.service';

const TERMS_MOVES = {
  counter: 'Counter: new signed terms from the side whose turn it is (at least the minimum counter)',
  edit: 'Edit: the buyer side changes its sent offer’s terms before the seller side opens it (Offer Terms Updated)',
  renegotiate: 'Renegotiate: the declined side reopens the offer with new signed terms within 2 business days of the decline',
} as const;
const REASON_MOVES = {
  decline: 'Decline with a reason; the booking deposit is refunded',
  cancel: 'Cancel with a reason (buyer side); the booking deposit is refunded, a cancelled deal puts the listing back on the market',
} as const;

/** The negotiation's moves on an offer (decision 054) and the seller's compare view. */
export const offerNegotiationRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['offers'] });
  for (const [action, summary] of Object.entries(TERMS_MOVES) as [keyof typeof TERMS_MOVES, string][]) {
    route({
      method: 'POST',
      url: `/api/v1/offers/:id/${action}`,
      auth: 'verified',
      summary,
      params: ZId,
      body: ZCounterRequest,
      data: ZOffer,
      handler: (request, actor) =>
        proposeTerms(deps, actor, request.params.id, action, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        }),
    });
  }
  route({
    method: 'POST',
    url: '/api/v1/offers/:id/accept',
    auth: 'verified',
    summary: 'Accept the terms (the side whose turn it is): the listing goes Under Offer, other open offers become backups',
    params: ZId,
    data: ZOffer,
    handler: (request, actor) => acceptOffer(deps, actor, request.params.id),
  });
  for (const [action, summary] of Object.entries(REASON_MOVES) as [keyof typeof REASON_MOVES, string][]) {
    route({
      method: 'POST',
      url: `/api/v1/offers/:id/${action}`,
      auth: 'verified',
      summary,
      params: ZId,
      body: ZReasonRequest,
      data: ZOffer,
      handler: (request, actor) => endOffer(deps, actor, request.params.id, action, request.body.reason),
    });
  }
  route({
    method: 'GET',
    url: '/api/v1/offers/compare/:listingId',
    auth: 'verified',
    summary: 'Every sent offer on one of the caller’s listings side by side, in the listing’s currency',
    params: z.object({ listingId: z.uuid() }),
    data: ZOfferComparison,
    handler: (request, actor) => compareOffers(deps, actor, request.params.listingId),
  });
};
