import { ZOk } from '@app/shared/http/envelope';
import { ZSubscribeRequest, ZSubscribeResult } from '@app/shared/newsletter/newsletter.schema';
import type { AppModule } from '../../app-deps';
import { subscribe } from './newsletter.service';

/** The footer's subscribe box (spec: POST {email base}/subscribe with body email). */
export const newsletterRoutes: AppModule = async (app, { database }) => {
  app.post(
    '/api/v1/email/subscribe',
    {
      schema: {
        tags: ['email'],
        summary: 'Subscribe an address to the newsletter',
        body: ZSubscribeRequest,
        response: { 200: ZOk(ZSubscribeResult) },
      },
    },
    async (request) => {
      await subscribe(database.db, request.body);
      return { success: true as const, data: { subscribed: true as const } };
    },
  );
};
