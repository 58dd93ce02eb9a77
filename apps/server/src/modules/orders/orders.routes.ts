import {
  ZInspectionOrderDays,
  ZMediaOrderDays,
  ZMediaOrderUpdate,
  ZOrder,
  ZOrderListQuery,
  ZOrderUpdate,
  ZProfessionalReviews,
  ZReview,
  ZReviewAnswer,
  ZReviewInput,
  SERVICE_ORDER_KIND,
} from '@app/shared/orders/orders.schema';
import { ZMoney } from '@app/shared/listings/listing-card.schema';
import { ZOpenDispute } from '@app/shared/orders/disputes.schema';
import { ZPayout, ZPayoutHistory } from '@app/shared/orders/payouts.schema';
import { ZStagingDelivery, ZTranslationDelivery } from '@app/shared/orders/media-delivery.schema';
import type { TServiceKindId } from '@app/shared/reference/orders';
import { z } from 'zod';
import type { AppDeps, AppModule } from '../../app-deps';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { routes, ZId } from '../../platform/http/route';
import { signedDocumentUrl } from '../media/index';
import { openDispute, registerDisputeEffects } from './disputes.service';
import { payoutFailed } from './mail/payout-failed.template';
import { registerOrderEffects } from './order-effects';
import { owedBackAmounts } from './order-ledger';
import { orderExpiryJob } from './order-expiry.job';
import { payoutRunJob } from './payouts.job';
import { ownPayout, payoutHistory } from './payouts.service';
import { serviceOrderProduct } from './order-placement';
import { answerOrderReview, professionalReviews, reviewOrder } from './order-reviews.service';
import { deliverStagedPhotos, deliverTranslation } from './media-delivery.service';
import { countOpenOrders } from './orders.repo';
import { accessOrder, getOrder, listOrders, setOrderDays, updateOrder } from './orders.service';

const ZOrderId = z.object({ orderId: z.uuid() });

/** The spec's appraisalOrders and inspectionOrders bases: GET buyer/{id}, seller/{id}; PATCH /{orderId}. */
function kindRoutes(app: FastifyInstance, deps: AppDeps, base: string, kind: TServiceKindId) {
  const route = routes(app, { tags: ['orders'] });
  route({
    method: 'GET',
    url: `/api/v1/${base}/buyer/:id`,
    auth: 'verified',
    summary: `The ${kind} orders the account placed (its own only), newest change first`,
    params: ZId,
    querystring: ZOrderListQuery,
    data: z.array(ZOrder),
    handler: (request, actor) => listOrders(deps, actor, 'customer', { accountId: request.params.id, kind, ...request.query }),
  });
  route({
    method: 'GET',
    url: `/api/v1/${base}/seller/:id`,
    auth: 'verified',
    summary: `The ${kind} orders the account provides (its own only), newest change first`,
    params: ZId,
    querystring: ZOrderListQuery,
    data: z.array(ZOrder),
    handler: (request, actor) => listOrders(deps, actor, 'provider', { accountId: request.params.id, kind, ...request.query }),
  });
  route({
    method: 'PATCH',
    url: `/api/v1/${base}/:orderId`,
    auth: 'verified',
    summary: `Move a ${kind} order: a log entry (status, reason), plus the uploaded file for providers; reply the updated order`,
    params: ZOrderId,
    body: ZOrderUpdate,
    data: ZOrder,
    handler: (request, actor) => updateOrder(deps, actor, request.params.orderId, request.body, kind),
  });
}

/** Service orders (decision 071): one lifecycle for appraisal, inspection and media orders, and their reviews. */
export const ordersRoutes: AppModule = async (app, deps) => {
  registerOrderEffects(deps);
  registerDisputeEffects(deps);
  deps.products.register(SERVICE_ORDER_KIND, serviceOrderProduct(deps));
  deps.listingDeals.register('orders', countOpenOrders);
  deps.jobs.add(orderExpiryJob(deps));
  deps.jobs.add(payoutRunJob(deps, app.log));
  deps.mail.register(payoutFailed);
  kindRoutes(app, deps, 'appraisalOrders', 'appraisal');
  kindRoutes(app, deps, 'inspectionOrders', 'inspection');
  const route = routes(app, { tags: ['orders'] });

  // The provider's days (decision 074): the spec's generic update, PUT {base}/{id}.
  route({
    method: 'PUT',
    url: '/api/v1/inspectionOrders/:orderId',
    auth: 'verified',
    summary: 'The inspector sets the days the order takes (totalTimeDays, 1 to 90); its due time moves; reply the updated order',
    params: ZOrderId,
    body: ZInspectionOrderDays,
    data: ZOrder,
    handler: (request, actor) => setOrderDays(deps, actor, request.params.orderId, 'inspection', request.body.totalTimeDays),
  });
  route({
    method: 'PUT',
    url: '/api/v1/mediaOrders/:orderId',
    auth: 'verified',
    summary:
      'The media professional revises the days the order takes (revisedTimeFrame, 1 to 90); its due time moves; reply the updated order',
    params: ZOrderId,
    body: ZMediaOrderDays,
    data: ZOrder,
    handler: (request, actor) => setOrderDays(deps, actor, request.params.orderId, 'media', request.body.revisedTimeFrame),
  });

  route({
    method: 'GET',
    url: '/api/v1/mediaOrders/buyer',
    auth: 'verified',
    summary: 'The media orders the signed-in account placed',
    querystring: ZOrderListQuery,
    data: z.array(ZOrder),
    handler: (request, actor) => listOrders(deps, actor, 'customer', { kind: 'media', ...request.query }),
  });
  route({
    method: 'PATCH',
    url: '/api/v1/mediaOrders/:orderId',
    auth: 'verified',
    summary: 'Move a media order (the customer: cancel, complete, ask for a revision); reply the updated order',
    params: ZOrderId,
    body: ZOrderUpdate,
    data: ZOrder,
    handler: (request, actor) => updateOrder(deps, actor, request.params.orderId, request.body, 'media'),
  });
  route({
    method: 'GET',
    url: '/api/v1/media-orders/professional',
    auth: 'verified',
    summary: 'The media orders the signed-in professional provides',
    querystring: ZOrderListQuery,
    data: z.array(ZOrder),
    handler: (request, actor) => listOrders(deps, actor, 'provider', { kind: 'media', ...request.query }),
  });
  route({
    method: 'PUT',
    url: '/api/v1/media-orders/professional',
    auth: 'verified',
    summary: 'Move a media order the professional provides (accept, decline, upload, deliver); reply the updated order',
    body: ZMediaOrderUpdate,
    data: ZOrder,
    handler: (request, actor) => {
      const { _id, ...update } = request.body.order;
      return updateOrder(deps, actor, _id, update, 'media');
    },
  });
  route({
    method: 'PUT',
    url: '/api/v1/media-orders/professional/:orderId/translation',
    auth: 'verified',
    summary:
      "A listing translation order's delivery: the listing's title and description per language, written into the listing when the customer completes it (decision 073)",
    params: ZOrderId,
    body: ZTranslationDelivery,
    data: ZOrder,
    handler: (request, actor) => deliverTranslation(deps, actor, request.params.orderId, request.body),
  });
  route({
    method: 'PUT',
    url: '/api/v1/media-orders/professional/:orderId/staging',
    auth: 'verified',
    summary:
      "A virtual staging order's delivery: the specialist's uploaded images, added to the listing labelled 'Virtually staged' when the customer completes it (decision 083)",
    params: ZOrderId,
    body: ZStagingDelivery,
    data: ZOrder,
    handler: (request, actor) => deliverStagedPhotos(deps, actor, request.params.orderId, request.body),
  });
  route({
    method: 'GET',
    url: '/api/v1/orders/mine',
    auth: 'verified',
    summary: 'Every order the signed-in account placed, of all kinds (dashboard/orders tabs Active, Completed, Closed)',
    querystring: ZOrderListQuery,
    data: z.array(ZOrder),
    handler: (request, actor) => listOrders(deps, actor, 'customer', request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/orders/owed-back',
    auth: 'verified',
    summary:
      'What the signed-in provider owes back from refunds after their payouts, per currency; netted from their next payouts (decision 084)',
    data: z.array(ZMoney),
    handler: (_request, actor) => owedBackAmounts(deps.database.db, actor.accountId),
  });
  route({
    method: 'GET',
    url: '/api/v1/orders/payouts',
    auth: 'verified',
    summary:
      "The signed-in provider's payouts to their payout method, newest first, and their balance still waiting to be paid out (decision 087)",
    data: ZPayoutHistory,
    handler: (_request, actor) => payoutHistory(deps, actor),
  });
  route({
    method: 'GET',
    url: '/api/v1/orders/payouts/:payoutId',
    auth: 'verified',
    summary: "One of the signed-in provider's payouts; anyone else's is not found",
    params: z.object({ payoutId: z.uuid() }),
    data: ZPayout,
    handler: (request, actor) => ownPayout(deps, actor, request.params.payoutId),
  });
  route({
    method: 'GET',
    url: '/api/v1/orders/:id',
    auth: 'verified',
    summary: 'One order, for its customer and its provider',
    params: ZId,
    data: ZOrder,
    handler: (request, actor) => getOrder(deps, actor, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/orders/:id/disputes',
    auth: 'verified',
    summary:
      "Open the order's one dispute, its customer or provider, once the provider has accepted it; both are mailed; reply the updated order",
    params: ZId,
    body: ZOpenDispute,
    data: ZOrder,
    handler: (request, actor) => openDispute(deps, actor, request.params.id, request.body.reason),
  });
  route({
    method: 'GET',
    url: '/api/v1/orders/:id/file',
    auth: 'verified',
    summary: 'The delivered report or media (its two parties only): redirects to a short-lived link',
    params: ZId,
    handler: async (request, actor, reply) => {
      const { row } = await accessOrder(deps.database.db, actor, request.params.id);
      const url = row.fileMediaId ? await signedDocumentUrl(deps, row.fileMediaId, 300) : undefined;
      if (!url) throw new AppError('NOT_FOUND');
      return reply.redirect(url);
    },
  });

  route({
    method: 'POST',
    url: '/api/v1/professionalReview/:orderId',
    auth: 'verified',
    summary: 'Review the provider of a completed order (its customer, once): 1 to 5 stars and text',
    params: ZOrderId,
    body: ZReviewInput,
    data: ZReview,
    status: 201,
    handler: (request, actor) => reviewOrder(deps, actor, request.params.orderId, request.body),
  });
  route({
    method: 'PUT',
    url: '/api/v1/professionalReview/:id/answer',
    auth: 'verified',
    summary: 'The reviewed provider answers a review, once',
    params: ZId,
    body: ZReviewAnswer,
    data: ZReview,
    handler: (request, actor) => answerOrderReview(deps, actor, request.params.id, request.body.text),
  });
  route({
    method: 'GET',
    url: '/api/v1/professionalReview/professional/:id',
    auth: 'visitor',
    summary: "A professional's reviews and rating",
    params: ZId,
    data: ZProfessionalReviews,
    handler: (request) => professionalReviews(deps, request.params.id),
  });
};
