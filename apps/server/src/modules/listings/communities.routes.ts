import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZCommunity, ZCommunityDraft, ZPublicCommunity } from '@app/shared/listings/community.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import {
  createCommunity,
  deleteCommunity,
  getOwnCommunity,
  listOwnCommunities,
  publicCommunity,
  saveCommunity,
} from './communities.service';

/** Communities (spec: GET /{userId}, POST, PUT /{id}, DELETE /{id}) and their public page. */
export const communityRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['communities'] });

  route({
    method: 'GET',
    url: '/api/v1/communities/public/:id',
    auth: 'visitor',
    summary: "A community's public page",
    params: ZId,
    data: ZPublicCommunity,
    handler: (request) => publicCommunity(deps, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/communities/detail/:id',
    auth: 'verified',
    summary: 'A community as its owner edits it',
    params: ZId,
    data: ZCommunity,
    handler: (request, actor) => getOwnCommunity(deps, actor, request.params.id),
  });
  route({
    method: 'GET',
    url: '/api/v1/communities/:userId',
    auth: 'verified',
    summary: "A person's communities (their own)",
    params: z.object({ userId: z.uuid() }),
    data: z.array(ZCommunity),
    handler: (request, actor) => listOwnCommunities(deps, actor, request.params.userId),
  });
  route({
    method: 'POST',
    url: '/api/v1/communities',
    auth: 'verified',
    summary: 'Create a community',
    body: ZCommunityDraft,
    data: ZCommunity,
    status: 201,
    handler: (request, actor) => createCommunity(deps, actor, request.body),
  });
  route({
    method: 'PUT',
    url: '/api/v1/communities/:id',
    auth: 'verified',
    summary: 'Save a community',
    params: ZId,
    body: ZCommunityDraft,
    data: ZCommunity,
    handler: (request, actor) => saveCommunity(deps, actor, request.params.id, request.body),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/communities/:id',
    auth: 'verified',
    summary: 'Delete a community (its listings stay)',
    params: ZId,
    data: ZDone,
    handler: async (request, actor) => {
      await deleteCommunity(deps, actor, request.params.id);
      return { done: true as const };
    },
  });
};
