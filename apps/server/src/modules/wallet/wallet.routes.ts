import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZOk } from '@app/shared/http/envelope';
import { ZAddCardRequest, ZAddTokenCardRequest, ZSavedCard } from '@app/shared/payments/payments.schema';
import { ZPayoutMethod } from '@app/shared/payments/payout-methods.schema';
import { ZPayoutMethodForm } from '@app/shared/validation/payout';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireVerified } from '../../platform/auth-session/policy';
import { CARD_ATTEMPT_LIMITS, limitRequests } from '../../platform/rate-limit/route-limits';
import { addCard, listCards, makeDefaultCard, removeCard } from './cards.service';
import { addPayoutMethod, listPayoutMethods, removePayoutMethod } from './payout-methods.service';

const ZId = z.object({ id: z.uuid() });
const verified = { preValidation: before(requireVerified) };
const done = { success: true as const, data: { done: true as const } };

/** The wallet (spec: verified accounts only): saved cards and payout methods. */
export const walletRoutes: AppModule = async (app, deps) => {
  const cards = { tags: ['wallet'] };
  // With Stripe the card comes as a PaymentMethod made by Stripe.js; card digits are refused.
  const addCardBody = deps.paymentProvider.kind === 'stripe' ? ZAddTokenCardRequest : ZAddCardRequest;
  app.get(
    '/api/v1/wallet/cards',
    { ...verified, schema: { ...cards, summary: 'Saved cards, default first', response: { 200: ZOk(z.array(ZSavedCard)) } } },
    async (request) => ({
      success: true as const,
      data: await listCards(deps, requireVerified(request.actor)),
    }),
  );
  app.post(
    '/api/v1/wallet/cards',
    {
      ...verified,
      preHandler: limitRequests(deps.rateLimiter, CARD_ATTEMPT_LIMITS),
      schema: { ...cards, summary: 'Add a card', body: addCardBody, response: { 201: ZOk(ZSavedCard) } },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, data: await addCard(deps, requireVerified(request.actor), request.body) }),
  );
  app.delete(
    '/api/v1/wallet/cards/:id',
    { ...verified, schema: { ...cards, summary: 'Remove a card', params: ZId, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await removeCard(deps, requireVerified(request.actor), request.params.id);
      return done;
    },
  );
  app.put(
    '/api/v1/wallet/cards/:id/default',
    { ...verified, schema: { ...cards, summary: 'Make a card the default', params: ZId, response: { 200: ZOk(z.array(ZSavedCard)) } } },
    async (request) => ({
      success: true as const,
      data: await makeDefaultCard(deps, requireVerified(request.actor), request.params.id),
    }),
  );

  const payouts = { tags: ['payoutmethods'] };
  app.get(
    '/api/v1/payoutmethods',
    { ...verified, schema: { ...payouts, summary: 'Payout methods', response: { 200: ZOk(z.array(ZPayoutMethod)) } } },
    async (request) => ({
      success: true as const,
      data: await listPayoutMethods(deps, requireVerified(request.actor)),
    }),
  );
  app.post(
    '/api/v1/payoutmethods',
    { ...verified, schema: { ...payouts, summary: 'Add a payout method', body: ZPayoutMethodForm, response: { 201: ZOk(ZPayoutMethod) } } },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, data: await addPayoutMethod(deps, requireVerified(request.actor), request.body) }),
  );
  app.delete(
    '/api/v1/payoutmethods/:id',
    { ...verified, schema: { ...payouts, summary: 'Remove a payout method', params: ZId, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await removePayoutMethod(deps, requireVerified(request.actor), request.params.id);
      return done;
    },
  );
};
