import { MESSAGING_EVENTS } from '@app/shared/messaging/messaging.events';
import {
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_BODY_MAX,
  ZConversation,
  ZListConversationsQuery,
  ZListConversationsResponse,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZMessagesPageQuery,
  ZMessagesPageResponse,
  ZMessagingCapabilities,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZStartConversationRequest,
  ZStartConversationResponse,
  ZUpdateConversationRequest,
  ZUpdateConversationResponse,
} from '@app/shared/messaging/messaging.schema';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { listConversations, startConversation, updateConversation, viewFor } from './conversations.service';
import { deliverHandler, MESSAGE_DELIVER_TOPIC, MESSAGE_TRANSLATE_TOPIC, translateHandler } from './message-effects';
import { attachmentUrl, markRead, messagesPage } from './message-read.service';
import { sendMessage } from './message-send.service';
import { messageDigestJob } from './messaging.jobs';
import { registerMessagingSocket } from './messaging.realtime';
import { messageDigest } from './mail/message-digest.template';

/** Messaging (issue 21, decision 067): conversations, messages, the spec's socket events, translation and digests. */
export const messagingRoutes: AppModule = async (app, deps) => {
  deps.realtime.registerEvents(MESSAGING_EVENTS);
  deps.outbox.register(MESSAGE_DELIVER_TOPIC, deliverHandler(deps));
  deps.outbox.register(MESSAGE_TRANSLATE_TOPIC, translateHandler(deps));
  deps.mail.register(messageDigest);
  deps.jobs.add(messageDigestJob(deps));
  registerMessagingSocket(deps, app.log.child({ component: 'messaging-socket' }));
  const route = routes(app, { tags: ['messages'] });

  route({
    method: 'GET',
    url: '/api/v1/messages/capabilities',
    auth: 'visitor',
    summary: 'Whether messages are translated (no translator configured: no), and what a message may carry',
    data: ZMessagingCapabilities,
    handler: () => ({ translation: deps.translator !== null, attachmentTypes: [...MESSAGE_ATTACHMENT_TYPES], bodyMax: MESSAGE_BODY_MAX }),
  });
  route({
    method: 'POST',
    url: '/api/v1/messages/conversations',
    auth: 'signedIn',
    summary: "Start (or get) the conversation with a subject's other party: a listing's owner, an offer's other side, a professional",
    body: ZStartConversationRequest,
    data: ZStartConversationResponse,
    status: [200, 201],
    handler: async (request, actor, reply) => {
      const result = await startConversation(deps, actor, request.body);
      if (result.created) reply.code(201);
      return result;
    },
  });
  route({
    method: 'GET',
    url: '/api/v1/messages/conversations',
    auth: 'signedIn',
    summary: 'A tab of my conversations (all, unread, archived, starred, listings), searchable, newest activity first',
    querystring: ZListConversationsQuery,
    data: ZListConversationsResponse,
    handler: (request, actor) => listConversations(deps, actor, request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/messages/conversations/:id',
    auth: 'signedIn',
    summary: 'One of my conversations',
    params: ZId,
    data: ZConversation,
    handler: (request, actor) => viewFor(deps.database.db, actor.accountId, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/messages/conversations/:id/messages',
    auth: 'signedIn',
    summary: "A page of a conversation's messages, oldest first: the newest, before a seq, or after one (catching up)",
    params: ZId,
    querystring: ZMessagesPageQuery,
    data: ZMessagesPageResponse,
    handler: (request, actor) => messagesPage(deps, actor, request.params.id, request.query),
  });
  route({
    method: 'POST',
    url: '/api/v1/messages/conversations/:id/messages',
    auth: 'signedIn',
    summary: 'Send a message (plain text, JPG/PNG/PDF attachments); resending a clientId returns the stored message',
    params: ZId,
    body: ZSendMessageRequest,
    data: ZSendMessageResponse,
    status: 201,
    handler: async (request, actor) => ({ message: await sendMessage(deps, actor, request.params.id, request.body) }),
  });
  route({
    method: 'PUT',
    url: '/api/v1/messages/conversation',
    auth: 'signedIn',
    summary: "Star, archive, mute or block a conversation, for me only (spec's call)",
    body: ZUpdateConversationRequest,
    data: ZUpdateConversationResponse,
    handler: async (request, actor) => ({ conversation: await updateConversation(deps, actor, request.body) }),
  });
  route({
    method: 'PUT',
    url: '/api/v1/messages',
    auth: 'signedIn',
    summary: "Mark a message, and the others' earlier ones, read (or unread) for me (spec's call)",
    body: ZMarkReadRequest,
    data: ZMarkReadResponse,
    handler: (request, actor) => markRead(deps, actor, request.body),
  });
  route({
    method: 'GET',
    url: '/api/v1/messages/attachments/:id',
    auth: 'signedIn',
    summary: "A message's file (the conversation's participants only): redirects to a short-lived link",
    params: ZId,
    handler: async (request, actor, reply) => reply.redirect(await attachmentUrl(deps, actor, request.params.id)),
  });
};
