import { ZOffer } from '@app/shared/offers/offers.schema';
import { ZSignedUpload } from '@app/shared/media/media.schema';
import { VOD_EVENTS } from '@app/shared/vod/vod.events';
import {
  ZSendVodRequest,
  ZVodAnswerRequest,
  ZVodAnswerResult,
  ZVodLetter,
  ZVodLetterConfirm,
  ZVodLetterSignQuery,
  ZVodTokenQuery,
  ZVodVerification,
} from '@app/shared/vod/vod.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { vodAnswered } from './mail/vod-answered.template';
import { vodRequest } from './mail/vod-request.template';
import { answerVerification, confirmLetter, letterUrl, readVerification, sendVodRequest, signLetterUpload } from './vod.service';

/** Verification of deposit (decision 056): the buyer side asks a bank; the bank answers by its mailed link, no account needed. */
export const vodRoutes: AppModule = async (app, deps) => {
  deps.mail.register(vodRequest, vodAnswered);
  deps.realtime.registerEvents(VOD_EVENTS);
  const route = routes(app, { tags: ['vod'] });
  const perIp = limitRequests(deps.rateLimiter, [['vodLinkPerIp', 'ip']]);
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  route({
    method: 'POST',
    url: '/api/v1/offers/:id/vod-requests',
    auth: 'verified',
    summary: "Ask a buyer's bank to verify the deposit: mails the banker a link valid 48 hours, in the language given",
    params: ZId,
    body: ZSendVodRequest,
    data: ZOffer,
    status: 201,
    handler: (request, actor) => sendVodRequest(deps, actor, request.params.id, request.body),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/:id/vod-requests/:requestId/letter',
    auth: 'verified',
    summary: "The bank's letter attached to its answer (the offer's parties only): redirects to a short-lived link",
    params: ZId.extend({ requestId: z.uuid() }),
    handler: async (request, actor, reply) => reply.redirect(await letterUrl(deps, actor, request.params.id, request.params.requestId)),
  });
  route({
    method: 'GET',
    url: '/api/v1/vod/verification',
    auth: 'visitor',
    summary: "The bank officer's page (no account): the buyer, the accounts, the amount to verify and the link's expiry",
    querystring: ZVodTokenQuery,
    data: ZVodVerification,
    preHandler: perIp,
    handler: (request) => readVerification(deps, request.query.token),
  });
  route({
    method: 'POST',
    url: '/api/v1/vod/verification',
    auth: 'visitor',
    summary: "The bank officer's answer (verified or not), name and signature, once; a used or expired link changes nothing",
    body: ZVodAnswerRequest,
    data: ZVodAnswerResult,
    status: 201,
    preHandler: perIp,
    handler: (request) => answerVerification(deps, request.body, client(request)),
  });
  route({
    method: 'GET',
    url: '/api/v1/vod/verification/letter/sign',
    auth: 'visitor',
    summary: "An upload address for the officer's letter (PDF, JPG or PNG), by the link's token",
    querystring: ZVodLetterSignQuery,
    data: ZSignedUpload,
    preHandler: perIp,
    handler: (request) => signLetterUpload(deps, request.query),
  });
  route({
    method: 'POST',
    url: '/api/v1/vod/verification/letter',
    auth: 'visitor',
    summary: "Checks the officer's uploaded letter by its bytes and keeps it with the request until the answer",
    body: ZVodLetterConfirm,
    data: ZVodLetter,
    status: 201,
    preHandler: perIp,
    handler: (request) => confirmLetter(deps, request.body, request.log),
  });
};
