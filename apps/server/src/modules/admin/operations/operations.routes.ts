import {
  ZAdminJob,
  ZAdminJobParams,
  ZAdminJobRetry,
  ZAdminJobsQuery,
  ZAdminOutboxMessage,
  ZAdminOutboxPage,
  ZAdminOutboxQuery,
} from '@app/shared/admin/operations.schema';
import {
  ZAdminInboxEntry,
  ZAdminInboxPage,
  ZAdminInboxQuery,
  ZAdminInboxReply,
  ZAdminSubscriber,
  ZAdminSubscriberPage,
  ZAdminSubscriberQuery,
  ZAdminSubscriberRemove,
} from '@app/shared/admin/inbox.schema';
import { z } from 'zod';
import type { AppModule } from '../../../app-deps';
import { routes, ZId } from '../../../platform/http/route';
import { listJobs, listOutbox, retryJob, retryOutboxMessage } from './deliveries.service';
import { listInbox, markHandled, replyToEntry } from './inbox.service';
import { contactReply } from './mail/contact-reply.template';
import { exportSubscribers, listSubscribers, removeSubscriber } from './subscribers.service';

/** The console's operations (docs/decisions/080-admin-operations.md): admins only, every action logged. */
export const operationsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(contactReply);
  const route = routes(app, { tags: ['admin'] });

  route({
    method: 'GET',
    url: '/api/v1/admin/outbox',
    auth: 'admin',
    summary: 'Outbox messages (mail, notifications, background work), newest first, by status and topic (admins)',
    querystring: ZAdminOutboxQuery,
    data: ZAdminOutboxPage,
    handler: (request) => listOutbox(deps, request.query),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/outbox/:id/retry',
    auth: 'admin',
    summary: 'Queue a failed outbox message again, once; logged (admins)',
    params: ZId,
    data: ZAdminOutboxMessage,
    handler: (request, actor) => retryOutboxMessage(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/jobs',
    auth: 'admin',
    summary: 'The periodic jobs with their last run and failures; failed=true for the failing ones (admins)',
    querystring: ZAdminJobsQuery,
    data: z.array(ZAdminJob),
    handler: (request) => listJobs(deps, request.query.failed === 'true'),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/jobs/:name/retry',
    auth: 'admin',
    summary: 'Run a failing job again now, once; logged (admins)',
    params: ZAdminJobParams,
    data: ZAdminJobRetry,
    handler: (request, actor) => retryJob(deps, actor, request.params.name),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/inbox',
    auth: 'admin',
    summary: 'Feedback survey answers and contact messages, newest first, by kind, words and state (admins)',
    querystring: ZAdminInboxQuery,
    data: ZAdminInboxPage,
    handler: (request) => listInbox(deps, request.query),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/inbox/:id/handled',
    auth: 'admin',
    summary: 'Mark a feedback or contact message handled; logged (admins)',
    params: ZId,
    data: ZAdminInboxEntry,
    handler: (request, actor) => markHandled(deps, actor, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/inbox/:id/reply',
    auth: 'admin',
    summary: 'Mail the writer an answer, once, in their language; marks it handled; logged (admins)',
    params: ZId,
    body: ZAdminInboxReply,
    data: ZAdminInboxEntry,
    handler: (request, actor) => replyToEntry(deps, actor, request.params.id, request.body.message),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/subscribers',
    auth: 'admin',
    summary: 'Newsletter addresses, newest first, by part of the address (admins)',
    querystring: ZAdminSubscriberQuery,
    data: ZAdminSubscriberPage,
    handler: (request) => listSubscribers(deps, request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/subscribers/export',
    auth: 'admin',
    summary: 'Confirmed newsletter addresses as CSV; logged (admins)',
    handler: async (request, actor, reply) => {
      const csv = await exportSubscribers(deps, actor);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
  route({
    method: 'DELETE',
    url: '/api/v1/admin/subscribers/:id',
    auth: 'admin',
    summary: "Remove an address from the newsletter on its owner's request, with why; logged (admins)",
    params: ZId,
    body: ZAdminSubscriberRemove,
    data: ZAdminSubscriber,
    handler: (request, actor) => removeSubscriber(deps, actor, request.params.id, request.body.why),
  });
};
