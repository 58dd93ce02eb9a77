import { ZContactRequest, ZFeedbackReceipt, ZFeedbackRequest } from '@app/shared/feedback/feedback.schema';
import { ZOk } from '@app/shared/http/envelope';
import type { AppModule } from '../../app-deps';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { submitContactMessage, submitFeedback } from './feedback.service';

export const feedbackRoutes: AppModule = async (app, { database, rateLimiter }) => {
  app.post(
    '/api/v1/feedback',
    {
      preHandler: limitRequests(rateLimiter, [['feedbackPerIp', 'ip']]),
      schema: {
        tags: ['feedback'],
        summary: 'Send the feedback survey',
        body: ZFeedbackRequest,
        response: { 201: ZOk(ZFeedbackReceipt) },
      },
    },
    async (request, reply) => {
      const id = await submitFeedback(database.db, request.body, { requestId: request.id });
      return reply.code(201).send({ success: true as const, data: { _id: id } });
    },
  );

  app.post(
    '/api/v1/feedback/contact',
    {
      preHandler: limitRequests(rateLimiter, [['contactFormPerIp', 'ip']]),
      schema: {
        tags: ['feedback'],
        summary: 'Send a message to the support team',
        body: ZContactRequest,
        response: { 201: ZOk(ZFeedbackReceipt) },
      },
    },
    async (request, reply) => {
      const id = await submitContactMessage(database.db, request.body, { requestId: request.id });
      return reply.code(201).send({ success: true as const, data: { _id: id } });
    },
  );
};
