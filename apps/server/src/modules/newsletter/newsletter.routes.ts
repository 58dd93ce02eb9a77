import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZConfirmSubscriptionParams, ZSubscribeRequest, ZSubscribeResult } from '@app/shared/newsletter/newsletter.schema';
import type { AppModule } from '../../app-deps';
import { routes } from '../../platform/http/route';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { confirmNewsletter, subscribe } from './newsletter.service';
import { newsletterConfirm } from './mail/newsletter-confirm.template';

/** The footer's subscribe box (spec: POST {email base}/subscribe with body email) and its confirmation link. */
export const newsletterRoutes: AppModule = async (app, deps) => {
  deps.mail.register(newsletterConfirm);
  const route = routes(app, { tags: ['email'] });

  route({
    method: 'POST',
    url: '/api/v1/email/subscribe',
    auth: 'visitor',
    summary: 'Subscribe an address to the newsletter (mails a confirmation link)',
    body: ZSubscribeRequest,
    data: ZSubscribeResult,
    preHandler: limitRequests(deps.rateLimiter, [['newsletterPerIp', 'ip']]),
    handler: async (request) => {
      await subscribe(deps, request.body);
      return { subscribed: true as const };
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/email/subscribe/confirm/:token',
    auth: 'visitor',
    summary: 'Confirm a newsletter subscription from the mailed link',
    params: ZConfirmSubscriptionParams,
    data: ZDone,
    handler: async (request) => {
      await confirmNewsletter(deps, request.params.token);
      return { done: true as const };
    },
  });
};
