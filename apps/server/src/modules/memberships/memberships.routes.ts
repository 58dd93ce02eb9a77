import {
  MEMBERSHIP_PLAN_KIND,
  ZMembershipEvent,
  ZMembershipPlanOffer,
  ZMyMembership,
  ZUpdateMembershipRequest,
} from '@app/shared/professionals/membership.schema';
import { ZBogoCode, ZBogoCodeParam, ZBogoCodeStatus, ZRegisterPromo } from '@app/shared/professionals/promotion.schema';
import { ZAddServiceAreaRequest, ZServiceAreas } from '@app/shared/professionals/service-area';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { refundPayment } from '../payments/index';
import { bogoCodeStatus, myBogoCodes, redeemBogoCode } from './bogo.service';
import { bogoCode } from './mail/bogo-code.template';
import { membershipExpired } from './mail/membership-expired.template';
import { membershipRenewalFailed } from './mail/membership-renewal-failed.template';
import { membershipRenewalNotice } from './mail/membership-renewal-notice.template';
import { DUPLICATE_MEMBERSHIP_TOPIC, membershipPlanProduct } from './membership-plan.product';
import { membershipRenewalJob } from './memberships.jobs';
import { membershipHistory, registerPromo } from './membership-history';
import { listPlans, myMembership, updateMembership } from './memberships.service';
import { addServiceArea, listServiceAreas, removeServiceArea } from './service-areas.service';

/** Membership plans, service postal codes, renewals and the buy-one-get-one promotion (issue 19). */
export const membershipsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(membershipRenewalNotice, membershipRenewalFailed, membershipExpired, bogoCode);
  deps.products.register(MEMBERSHIP_PLAN_KIND, membershipPlanProduct(deps));
  deps.jobs.add(membershipRenewalJob(deps, app.log));
  deps.outbox.register(DUPLICATE_MEMBERSHIP_TOPIC, async (payload) => {
    const paymentId = z.object({ paymentId: z.uuid() }).parse(payload).paymentId;
    await refundPayment(deps, {
      paymentId,
      reason: 'A membership had already started: duplicate plan',
      idempotencyKey: `duplicate-membership:${paymentId}`,
    });
  });
  const route = routes(app, { tags: ['memberships'] });

  route({
    method: 'GET',
    url: '/api/v1/memberships/plans',
    auth: 'visitor',
    summary: 'The membership plans with their prices (buy one with a checkout of kind membership-plan)',
    data: z.array(ZMembershipPlanOffer),
    handler: () => listPlans(),
  });
  route({
    method: 'GET',
    url: '/api/v1/memberships/mine',
    auth: 'signedIn',
    summary: 'My membership: plan, next billing date, card, auto-renew, postal codes used and allowed',
    data: ZMyMembership.nullable(),
    handler: (_request, actor) => myMembership(deps, actor),
  });
  route({
    method: 'PUT',
    url: '/api/v1/memberships/mine',
    auth: 'verified',
    summary: 'Turn auto-renew on or off, or choose the saved card renewals charge',
    body: ZUpdateMembershipRequest,
    data: ZMyMembership,
    handler: (request, actor) => updateMembership(deps, actor, request.body),
  });
  route({
    method: 'GET',
    url: '/api/v1/memberships/mine/events',
    auth: 'signedIn',
    summary: "My membership's history",
    data: z.array(ZMembershipEvent),
    handler: (_request, actor) => membershipHistory(deps, actor),
  });
  route({
    method: 'GET',
    url: '/api/v1/memberships/mine/service-areas',
    auth: 'signedIn',
    summary: 'My service postal codes and the allowance now',
    data: ZServiceAreas,
    handler: (_request, actor) => listServiceAreas(deps, actor),
  });
  route({
    method: 'POST',
    url: '/api/v1/memberships/mine/service-areas',
    auth: 'verified',
    summary: 'Add a service postal code (refused past the allowance, with the count left)',
    body: ZAddServiceAreaRequest,
    data: ZServiceAreas,
    status: 201,
    handler: (request, actor) => addServiceArea(deps, actor, request.body),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/memberships/mine/service-areas/:id',
    auth: 'verified',
    summary: 'Remove a service postal code',
    params: ZId,
    data: ZServiceAreas,
    handler: (request, actor) => removeServiceArea(deps, actor, request.params.id),
  });

  const promotion = routes(app, { tags: ['promotions'] });
  promotion({
    method: 'GET',
    url: '/api/v1/promotions/buy-one-get-one/mine',
    auth: 'signedIn',
    summary: 'The buy-one-get-one codes my Annual Plus purchases earned',
    data: z.array(ZBogoCode),
    handler: (_request, actor) => myBogoCodes(deps, actor),
  });
  promotion({
    method: 'GET',
    url: '/api/v1/promotions/buy-one-get-one/:code',
    auth: 'visitor',
    summary: 'Whether a buy-one-get-one code can still be redeemed',
    params: ZBogoCodeParam,
    data: ZBogoCodeStatus,
    handler: (request) => bogoCodeStatus(deps, request.params.code),
  });
  promotion({
    method: 'POST',
    url: '/api/v1/promotions/buy-one-get-one/:code/redeem',
    auth: 'signedIn',
    summary: 'Redeem a code for a free Annual Plus (new users only; once per code)',
    params: ZBogoCodeParam,
    data: ZMyMembership,
    status: 201,
    handler: async (request, actor) => {
      await redeemBogoCode(deps, actor, request.params.code);
      return (await myMembership(deps, actor))!;
    },
  });
  promotion({
    method: 'GET',
    url: '/api/v1/promotions/register/:promo',
    auth: 'visitor',
    summary: 'Whether /register/{promo} opens professional sign-up (the REGISTER_PROMOS list)',
    params: z.object({ promo: z.string().trim().min(1).max(50) }),
    data: ZRegisterPromo,
    handler: (request) => registerPromo(deps, request.params.promo),
  });
};
