import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZOk } from '@app/shared/http/envelope';
import { ZCommunity, ZCommunityDraft, ZPublicCommunity } from '@app/shared/listings/community.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireVerified } from '../../platform/auth-session/policy';
import {
  createCommunity,
  deleteCommunity,
  getOwnCommunity,
  listOwnCommunities,
  publicCommunity,
  saveCommunity,
} from './communities.service';

const ZId = z.object({ id: z.uuid() });
const tags = ['communities'];
const verified = { preValidation: before(requireVerified) };
const ok = <T>(data: T) => ({ success: true as const, data });

/** Communities (spec: GET /{userId}, POST, PUT /{id}, DELETE /{id}) and their public page. */
export const communityRoutes: AppModule = async (app, deps) => {
  app.get(
    '/api/v1/communities/public/:id',
    { schema: { tags, summary: "A community's public page", params: ZId, response: { 200: ZOk(ZPublicCommunity) } } },
    async (request) => ok(await publicCommunity(deps, request.params.id)),
  );
  app.get(
    '/api/v1/communities/detail/:id',
    { ...verified, schema: { tags, summary: 'A community as its owner edits it', params: ZId, response: { 200: ZOk(ZCommunity) } } },
    async (request) => ok(await getOwnCommunity(deps, requireVerified(request.actor), request.params.id)),
  );
  app.get(
    '/api/v1/communities/:userId',
    {
      ...verified,
      schema: {
        tags,
        summary: "A person's communities (their own)",
        params: z.object({ userId: z.uuid() }),
        response: { 200: ZOk(z.array(ZCommunity)) },
      },
    },
    async (request) => ok(await listOwnCommunities(deps, requireVerified(request.actor), request.params.userId)),
  );
  app.post(
    '/api/v1/communities',
    { ...verified, schema: { tags, summary: 'Create a community', body: ZCommunityDraft, response: { 201: ZOk(ZCommunity) } } },
    async (request, reply) => reply.code(201).send(ok(await createCommunity(deps, requireVerified(request.actor), request.body))),
  );
  app.put(
    '/api/v1/communities/:id',
    { ...verified, schema: { tags, summary: 'Save a community', params: ZId, body: ZCommunityDraft, response: { 200: ZOk(ZCommunity) } } },
    async (request) => ok(await saveCommunity(deps, requireVerified(request.actor), request.params.id, request.body)),
  );
  app.delete(
    '/api/v1/communities/:id',
    { ...verified, schema: { tags, summary: 'Delete a community (its listings stay)', params: ZId, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await deleteCommunity(deps, requireVerified(request.actor), request.params.id);
      return ok({ done: true as const });
    },
  );
};
