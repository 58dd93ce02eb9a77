import { ZContactRequest, ZFeedbackReceipt, ZFeedbackRequest } from '@app/shared/feedback/feedback.schema';
import type { AppModule } from '../../app-deps';
import { routes } from '../../platform/http/route';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { submitContactMessage, submitFeedback } from './feedback.service';

export const feedbackRoutes: AppModule = async (app, { database, rateLimiter }) => {
  const route = routes(app, { tags: ['feedback'] });

  route({
    method: 'POST',
    url: '/api/v1/feedback',
    auth: 'visitor',
    summary: 'Send the feedback survey',
    body: ZFeedbackRequest,
    data: ZFeedbackReceipt,
    status: 201,
    preHandler: limitRequests(rateLimiter, [['feedbackPerIp', 'ip']]),
    handler: async (request) => ({ _id: await submitFeedback(database.db, request.body, { requestId: request.id }) }),
  });
  route({
    method: 'POST',
    url: '/api/v1/feedback/contact',
    auth: 'visitor',
    summary: 'Send a message to the support team',
    body: ZContactRequest,
    data: ZFeedbackReceipt,
    status: 201,
    preHandler: limitRequests(rateLimiter, [['contactFormPerIp', 'ip']]),
    handler: async (request) => ({ _id: await submitContactMessage(database.db, request.body, { requestId: request.id }) }),
  });
};
