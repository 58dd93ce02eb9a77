import { ZDone } from '@app/shared/accounts/auth.schema';
import { offerMediaIds, ZOfferDraft } from '@app/shared/offers/offer-draft.schema';
import { OFFERS_EVENTS } from '@app/shared/offers/offers.events';
import { ZCreateOfferRequest, ZOffer, ZOfferListItem } from '@app/shared/offers/offers.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { routes, ZId } from '../../platform/http/route';
import { signedDocumentUrl } from '../media/index';
import { refundPayment } from '../payments/index';
import { offerReceived } from './mail/offer-received.template';
import { offerSent } from './mail/offer-sent.template';
import { offerSignRequest } from './mail/offer-sign-request.template';
import { registerOfferEffects } from './offer-effects';
import { BOOKING_DEPOSIT_KIND, bookingDepositProduct, DUPLICATE_DEPOSIT_TOPIC } from './offer-send';
import { countOpenOffers } from './offers.repo';
import {
  accessOffer,
  copyOffer,
  createOffer,
  getOffer,
  listOffersMade,
  listOffersReceived,
  removeDraftOffer,
  saveOfferPages,
} from './offers.service';
import { offerNegotiationRoutes } from './offer-negotiation.routes';
import { offerFinalizeRoutes } from './offer-finalize.routes';
import { offerSigningRoutes } from './offer-signing.routes';

/** Offers (spec: offers base): make an offer page by page, read it, list offers made and received. */
export const offersRoutes: AppModule = async (app, deps) => {
  deps.mail.register(offerReceived, offerSent, offerSignRequest);
  registerOfferEffects(deps);
  deps.realtime.registerEvents(OFFERS_EVENTS);
  deps.products.register(BOOKING_DEPOSIT_KIND, bookingDepositProduct(deps));
  deps.listingDeals.register('offers', countOpenOffers);
  deps.outbox.register(DUPLICATE_DEPOSIT_TOPIC, async (payload) => {
    const paymentId = z.object({ paymentId: z.uuid() }).parse(payload).paymentId;
    await refundPayment(deps, {
      paymentId,
      reason: 'Offer already sent: duplicate booking deposit',
      idempotencyKey: `duplicate-deposit:${paymentId}`,
    });
  });
  const route = routes(app, { tags: ['offers'] });

  route({
    method: 'POST',
    url: '/api/v1/offers',
    auth: 'verified',
    summary: 'Make an Offer: start a draft on a listing',
    body: ZCreateOfferRequest,
    data: ZOffer,
    status: 201,
    handler: (request, actor) => createOffer(deps, actor, request.body.propertyId),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/buyer/:id',
    auth: 'verified',
    summary: 'Offers made by the account (buyer, buyer’s agent, co-buyer), drafts included, newest change first',
    params: ZId,
    data: z.array(ZOfferListItem),
    handler: (request, actor) => listOffersMade(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/seller/:id',
    auth: 'verified',
    summary: 'Sent offers received on the account’s listings, newest change first',
    params: ZId,
    data: z.array(ZOfferListItem),
    handler: (request, actor) => listOffersReceived(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/:id',
    auth: 'verified',
    summary: 'An offer, for its parties: pages, per-page validation, money and deposit schedule',
    params: ZId,
    data: ZOffer,
    handler: (request, actor) => getOffer(deps, actor, request.params.id),
  });
  route({
    method: 'PUT',
    url: '/api/v1/offers/:id',
    auth: 'verified',
    summary: 'Save pages of a draft offer (each page given replaces what it held)',
    params: ZId,
    body: ZOfferDraft,
    data: ZOffer,
    handler: (request, actor) => saveOfferPages(deps, actor, request.params.id, request.body),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/offers/:id',
    auth: 'verified',
    summary: 'Remove a draft offer',
    params: ZId,
    data: ZDone,
    handler: async (request, actor) => {
      await removeDraftOffer(deps, actor, request.params.id);
      return { done: true as const };
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/offers/:id/copy',
    auth: 'verified',
    summary: 'Copy an offer: a new draft with the same pages, to sign and send again',
    params: ZId,
    data: ZOffer,
    status: 201,
    handler: (request, actor) => copyOffer(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/:id/documents/:mediaId',
    auth: 'verified',
    summary: 'A buyer’s document on the offer (its parties only): redirects to a short-lived link',
    params: ZId.extend({ mediaId: z.uuid() }),
    handler: async (request, actor, reply) => {
      const { row } = await accessOffer(deps, actor, request.params.id);
      if (!offerMediaIds(row.draft).includes(request.params.mediaId)) throw new AppError('NOT_FOUND');
      const url = await signedDocumentUrl(deps, request.params.mediaId, 300);
      if (!url) throw new AppError('NOT_FOUND');
      return reply.redirect(url);
    },
  });
  await offerSigningRoutes(app, deps);
  await offerNegotiationRoutes(app, deps);
  await offerFinalizeRoutes(app, deps);
};
