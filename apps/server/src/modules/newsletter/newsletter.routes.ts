import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZOk } from '@app/shared/http/envelope';
import { ZConfirmSubscriptionParams, ZSubscribeRequest, ZSubscribeResult } from '@app/shared/newsletter/newsletter.schema';
import type { AppModule } from '../../app-deps';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { confirmNewsletter, subscribe } from './newsletter.service';
import { newsletterConfirm } from './mail/newsletter-confirm.template';

/** The footer's subscribe box (spec: POST {email base}/subscribe with body email) and its confirmation link. */
export const newsletterRoutes: AppModule = async (app, deps) => {
  deps.mail.register(newsletterConfirm);
  app.post(
    '/api/v1/email/subscribe',
    {
      preHandler: limitRequests(deps.rateLimiter, [['newsletterPerIp', 'ip']]),
      schema: {
        tags: ['email'],
        summary: 'Subscribe an address to the newsletter (mails a confirmation link)',
        body: ZSubscribeRequest,
        response: { 200: ZOk(ZSubscribeResult) },
      },
    },
    async (request) => {
      await subscribe(deps, request.body);
      return { success: true as const, data: { subscribed: true as const } };
    },
  );

  app.post(
    '/api/v1/email/subscribe/confirm/:token',
    {
      schema: {
        tags: ['email'],
        summary: 'Confirm a newsletter subscription from the mailed link',
        params: ZConfirmSubscriptionParams,
        response: { 200: ZOk(ZDone) },
      },
    },
    async (request) => {
      await confirmNewsletter(deps, request.params.token);
      return { success: true as const, data: { done: true as const } };
    },
  );
};
