import { ZOk } from '@app/shared/http/envelope';
import {
  IDEMPOTENCY_HEADER,
  ZCheckout,
  ZPayCheckoutRequest,
  ZPaymentProviderInfo,
  ZPayment,
  ZPaymentResult,
  ZPrice,
  ZProductRef,
  ZReceipt,
  ZRefundRequest,
  ZTokenPayCheckoutRequest,
} from '@app/shared/payments/payments.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireAdmin, requireVerified } from '../../platform/auth-session/policy';
import { AppError } from '../../platform/http/app-error';
import { CARD_ATTEMPT_LIMITS, limitRequests } from '../../platform/rate-limit/route-limits';
import { createCheckout, ownCheckout } from './checkout.service';
import { payCheckout } from './pay.service';
import { listOwnPayments, listPrices, ownPayment, receiptFor, toPayment } from './payments.service';
import { toCheckout } from './payment-views';
import { paymentReconciliationJob } from './reconcile.service';
import { refundPayment } from './refund.service';

const ZId = z.object({ id: z.uuid() });
const verified = { preValidation: before(requireVerified) };

/** The Idempotency-Key header: required on anything that moves money. */
function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !/^[\w.:-]{8,100}$/.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** A pay request with card details (a saved card was already tried when it was added). */
function paysWithNewCard(request: FastifyRequest): boolean {
  return typeof request.body === 'object' && request.body !== null && 'card' in request.body;
}

/** Prices, checkouts, payments, receipts and refunds (spec: prices, payment pages with receipts). */
export const paymentsRoutes: AppModule = async (app, deps) => {
  const tags = ['payments'];
  deps.jobs.add(paymentReconciliationJob(deps, app.log));
  // With Stripe a new card comes as a PaymentMethod made by Stripe.js; card digits are refused.
  const payBody = deps.paymentProvider.kind === 'stripe' ? ZTokenPayCheckoutRequest : ZPayCheckoutRequest;

  app.get(
    '/api/v1/payments/provider',
    {
      schema: {
        tags,
        summary: 'Which processor takes cards (the web renders its card fields)',
        response: { 200: ZOk(ZPaymentProviderInfo) },
      },
    },
    async () => ({
      success: true as const,
      data: {
        provider: deps.paymentProvider.kind,
        publishableKey: deps.paymentProvider.kind === 'stripe' ? (deps.config.stripe.publishableKey ?? null) : null,
      },
    }),
  );
  app.get(
    '/api/v1/prices',
    { schema: { tags: ['prices'], summary: 'The price catalogue', response: { 200: ZOk(z.array(ZPrice)) } } },
    async () => ({
      success: true as const,
      data: listPrices(),
    }),
  );

  app.post(
    '/api/v1/checkouts',
    {
      ...verified,
      schema: {
        tags,
        summary: 'Price a product and open a checkout',
        body: z.object({ product: ZProductRef }),
        response: { 201: ZOk(ZCheckout) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await createCheckout(deps, requireVerified(request.actor), request.body.product) }),
  );

  app.get(
    '/api/v1/checkouts/:id',
    { ...verified, schema: { tags, summary: 'A checkout', params: ZId, response: { 200: ZOk(ZCheckout) } } },
    async (request) => ({
      success: true as const,
      data: toCheckout(await ownCheckout(deps, requireVerified(request.actor), request.params.id)),
    }),
  );

  app.post(
    '/api/v1/checkouts/:id/pay',
    {
      ...verified,
      preHandler: limitRequests(deps.rateLimiter, CARD_ATTEMPT_LIMITS, paysWithNewCard),
      schema: {
        tags,
        summary: 'Pay a checkout (Idempotency-Key header required)',
        params: ZId,
        body: payBody,
        response: { 200: ZOk(ZPaymentResult) },
      },
    },
    async (request) => {
      const actor = requireVerified(request.actor);
      const payment = await payCheckout(deps, actor, request.params.id, request.body, idempotencyKey(request));
      const checkout = await ownCheckout(deps, actor, request.params.id);
      return {
        success: true as const,
        data: { payment: toPayment(payment), receipt: await receiptFor(deps, actor, payment), checkout: toCheckout(checkout) },
      };
    },
  );

  app.get(
    '/api/v1/payments',
    {
      ...verified,
      schema: {
        tags,
        summary: 'Payment history, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: ZOk(z.array(ZPayment)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnPayments(deps, requireVerified(request.actor), request.query.page),
    }),
  );

  app.get(
    '/api/v1/payments/:id/receipt',
    { ...verified, schema: { tags, summary: 'The receipt of a payment', params: ZId, response: { 200: ZOk(ZReceipt) } } },
    async (request) => {
      const actor = requireVerified(request.actor);
      return { success: true as const, data: await receiptFor(deps, actor, await ownPayment(deps, actor, request.params.id)) };
    },
  );

  app.post(
    '/api/v1/payments/:id/refunds',
    {
      preValidation: before(requireAdmin),
      schema: {
        tags,
        summary: 'Refund a payment (admins; Idempotency-Key header required)',
        params: ZId,
        body: ZRefundRequest,
        response: { 200: ZOk(ZPayment) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request.actor);
      const payment = await refundPayment(deps, {
        paymentId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        idempotencyKey: idempotencyKey(request),
        requestedBy: admin.accountId,
      });
      return { success: true as const, data: toPayment(payment) };
    },
  );
};
