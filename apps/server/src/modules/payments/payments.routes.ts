import {
  ZApprovalPaymentRequest,
  ZCheckout,
  ZPayCheckoutRequest,
  ZPaymentProviderInfo,
  ZPayment,
  ZPaymentProgress,
  ZPaymentResult,
  ZPrice,
  ZProductRef,
  ZReceipt,
  ZTokenPayCheckoutRequest,
} from '@app/shared/payments/payments.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { idempotencyKey } from '../../platform/http/idempotency-key';
import { routes, ZId } from '../../platform/http/route';
import { CARD_ATTEMPT_LIMITS, limitRequests } from '../../platform/rate-limit/route-limits';
import { APPROVAL_DECIDED_TOPIC } from '../../platform/payments/demo/demo-approvals';
import { cancelApprovalPayment, paymentProgress, refreshApproval, startApprovalPayment } from './approval-pay.service';
import { createCheckout, ownCheckout } from './checkout.service';
import { findPaymentByIntent } from './payments.repo';
import { payCheckout } from './pay.service';
import { listOwnPayments, listPrices, ownPayment, receiptFor, toPayment } from './payments.service';
import { toCheckout } from './payment-views';
import { paymentReconciliationJob } from './reconcile.service';

/** A pay request with card details (a saved card was already tried when it was added). */
function paysWithNewCard(request: FastifyRequest): boolean {
  return typeof request.body === 'object' && request.body !== null && 'card' in request.body;
}

/** Prices, checkouts, payments, receipts and refunds (spec: prices, payment pages with receipts). */
export const paymentsRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['payments'] });
  deps.jobs.add(paymentReconciliationJob(deps, app.log));
  // The demo processor's notice that a payer approved or cancelled on its confirmation page (Stripe's is its webhook).
  deps.outbox.register(APPROVAL_DECIDED_TOPIC, async (payload) => {
    const payment = await findPaymentByIntent(deps.database.db, deps.paymentProvider.kind, String(payload.intentId));
    if (payment) await refreshApproval(deps, payment);
  });
  // With Stripe a new card comes as a PaymentMethod made by Stripe.js; card digits are refused.
  const payBody = deps.paymentProvider.kind === 'stripe' ? ZTokenPayCheckoutRequest : ZPayCheckoutRequest;

  route({
    method: 'GET',
    url: '/api/v1/payments/provider',
    auth: 'visitor',
    summary: 'Which processor takes cards (the web renders its card fields)',
    data: ZPaymentProviderInfo,
    handler: () => ({
      provider: deps.paymentProvider.kind,
      publishableKey: deps.paymentProvider.kind === 'stripe' ? (deps.config.stripe.publishableKey ?? null) : null,
    }),
  });
  route({
    method: 'GET',
    url: '/api/v1/prices',
    auth: 'visitor',
    tags: ['prices'],
    summary: 'The price catalogue',
    data: z.array(ZPrice),
    handler: () => listPrices(),
  });

  route({
    method: 'POST',
    url: '/api/v1/checkouts',
    auth: 'verified',
    summary: 'Price a product and open a checkout',
    body: z.object({ product: ZProductRef }),
    data: ZCheckout,
    status: 201,
    handler: (request, actor) => createCheckout(deps, actor, request.body.product),
  });
  route({
    method: 'GET',
    url: '/api/v1/checkouts/:id',
    auth: 'verified',
    summary: 'A checkout',
    params: ZId,
    data: ZCheckout,
    handler: async (request, actor) => toCheckout(await ownCheckout(deps, actor, request.params.id)),
  });
  route({
    method: 'POST',
    url: '/api/v1/checkouts/:id/pay',
    auth: 'verified',
    summary: 'Pay a checkout (Idempotency-Key header required)',
    params: ZId,
    body: payBody,
    data: ZPaymentResult,
    preHandler: limitRequests(deps.rateLimiter, CARD_ATTEMPT_LIMITS, paysWithNewCard),
    handler: async (request, actor) => {
      const paid = await payCheckout(deps, actor, request.params.id, request.body, idempotencyKey(request));
      const receipt = await receiptFor(deps, actor, paid.payment, {
        preferredCurrency: paid.preferredCurrency,
        refunds: paid.fresh ? [] : undefined,
      });
      return { payment: toPayment(paid.payment), receipt, checkout: toCheckout(paid.checkout) };
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/checkouts/:id/approval-payments',
    auth: 'verified',
    summary:
      'Pay a checkout with Alipay, WeChat Pay or PayPal: the payment waits for the payer to approve (Idempotency-Key header required)',
    params: ZId,
    body: ZApprovalPaymentRequest,
    data: ZPaymentProgress,
    handler: (request, actor) => startApprovalPayment(deps, actor, request.params.id, request.body.method, idempotencyKey(request)),
  });
  route({
    method: 'GET',
    url: '/api/v1/payments/:id/progress',
    auth: 'verified',
    summary: 'Where a payment stands: waiting for approval (and how), paid (with its receipt) or failed',
    params: ZId,
    data: ZPaymentProgress,
    handler: (request, actor) => paymentProgress(deps, actor, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/payments/:id/cancel',
    auth: 'verified',
    summary: 'Give up a wallet payment still waiting for approval, to pay another way',
    params: ZId,
    data: ZPaymentProgress,
    handler: (request, actor) => cancelApprovalPayment(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/payments',
    auth: 'verified',
    summary: 'Payment history, newest first',
    querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    data: z.array(ZPayment),
    handler: (request, actor) => listOwnPayments(deps, actor, request.query.page),
  });
  route({
    method: 'GET',
    url: '/api/v1/payments/:id/receipt',
    auth: 'verified',
    summary: 'The receipt of a payment',
    params: ZId,
    data: ZReceipt,
    handler: async (request, actor) => receiptFor(deps, actor, await ownPayment(deps, actor, request.params.id)),
  });
};
