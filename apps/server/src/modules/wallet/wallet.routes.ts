import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZAddCardRequest, ZAddTokenCardRequest, ZSavedCard } from '@app/shared/payments/payments.schema';
import { ZPayoutConnection, ZPayoutMethod, ZPayoutOnboardingLink } from '@app/shared/payments/payout-methods.schema';
import { ZPayoutMethodForm } from '@app/shared/validation/payout';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { CARD_ATTEMPT_LIMITS, limitRequests } from '../../platform/rate-limit/route-limits';
import { addCard, listCards, makeDefaultCard, removeCard } from './cards.service';
import { payoutConnection, startPayoutOnboarding } from './payout-connections.service';
import { addPayoutMethod, listPayoutMethods, removePayoutMethod } from './payout-methods.service';

/** The wallet (spec: verified accounts only): saved cards and payout methods. */
export const walletRoutes: AppModule = async (app, deps) => {
  const cards = routes(app, { tags: ['wallet'] });
  // With Stripe the card comes as a PaymentMethod made by Stripe.js; card digits are refused.
  const addCardBody = deps.paymentProvider.kind === 'stripe' ? ZAddTokenCardRequest : ZAddCardRequest;
  cards({
    method: 'GET',
    url: '/api/v1/wallet/cards',
    auth: 'verified',
    summary: 'Saved cards, default first',
    data: z.array(ZSavedCard),
    handler: (_request, actor) => listCards(deps, actor),
  });
  cards({
    method: 'POST',
    url: '/api/v1/wallet/cards',
    auth: 'verified',
    summary: 'Add a card',
    body: addCardBody,
    data: ZSavedCard,
    status: 201,
    preHandler: limitRequests(deps.rateLimiter, CARD_ATTEMPT_LIMITS),
    handler: (request, actor) => addCard(deps, actor, request.body),
  });
  cards({
    method: 'DELETE',
    url: '/api/v1/wallet/cards/:id',
    auth: 'verified',
    summary: 'Remove a card',
    params: ZId,
    data: ZDone,
    handler: async (request, actor) => {
      await removeCard(deps, actor, request.params.id);
      return { done: true as const };
    },
  });
  cards({
    method: 'PUT',
    url: '/api/v1/wallet/cards/:id/default',
    auth: 'verified',
    summary: 'Make a card the default',
    params: ZId,
    data: z.array(ZSavedCard),
    handler: (request, actor) => makeDefaultCard(deps, actor, request.params.id),
  });

  const payouts = routes(app, { tags: ['payoutmethods'] });
  payouts({
    method: 'GET',
    url: '/api/v1/payoutmethods',
    auth: 'verified',
    summary: 'Payout methods',
    data: z.array(ZPayoutMethod),
    handler: (_request, actor) => listPayoutMethods(deps, actor),
  });
  payouts({
    method: 'POST',
    url: '/api/v1/payoutmethods',
    auth: 'verified',
    summary: 'Add a payout method',
    body: ZPayoutMethodForm,
    data: ZPayoutMethod,
    status: 201,
    handler: (request, actor) => addPayoutMethod(deps, actor, request.body),
  });
  // Stripe Connect onboarding (decision 088): professionals only; each reads and starts their own.
  // A start, and a read that asks the processor again, each call Stripe: those count against a limit.
  const limitOnboarding = (when?: (request: FastifyRequest) => boolean) =>
    limitRequests(deps.rateLimiter, [['payoutOnboardingPerAccount', 'account']], when);
  payouts({
    method: 'GET',
    url: '/api/v1/payoutmethods/connect',
    auth: 'verified',
    summary: "Where the professional stands with the processor's payouts (refresh=true asks the processor again)",
    querystring: z.object({ refresh: z.enum(['true']).optional() }),
    data: ZPayoutConnection,
    preHandler: limitOnboarding((request) => (request.query as { refresh?: string }).refresh === 'true'),
    handler: (request, actor) => payoutConnection(deps, actor, { refresh: request.query.refresh === 'true', log: request.log }),
  });
  payouts({
    method: 'POST',
    url: '/api/v1/payoutmethods/connect',
    auth: 'verified',
    summary: "Start or resume onboarding to the processor's payouts: the page to open (404 when the processor needs none)",
    data: ZPayoutOnboardingLink,
    preHandler: limitOnboarding(),
    handler: (_request, actor) => startPayoutOnboarding(deps, actor),
  });
  payouts({
    method: 'DELETE',
    url: '/api/v1/payoutmethods/:id',
    auth: 'verified',
    summary: 'Remove a payout method',
    params: ZId,
    data: ZDone,
    handler: async (request, actor) => {
      await removePayoutMethod(deps, actor, request.params.id);
      return { done: true as const };
    },
  });
};
