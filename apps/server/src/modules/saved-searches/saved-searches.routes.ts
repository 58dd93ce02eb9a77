import { ZDone } from '@app/shared/accounts/auth.schema';
import { ZOk } from '@app/shared/http/envelope';
import {
  ZCreateSavedSearchRequest,
  ZDeleteSavedSearchRequest,
  ZSavedSearch,
  ZSavedSearchesMultiRequest,
  ZSavedSearchUnsubscribeRequest,
  ZSavedSearchUnsubscribeResult,
  ZUpdateSavedSearchRequest,
} from '@app/shared/search/saved-search.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireSignedIn } from '../../platform/auth-session/policy';
import { savedSearchAlertJob } from './saved-searches.jobs';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  savedSearchesByIds,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from './saved-searches.service';

const ZId = z.object({ id: z.uuid() });
const tags = ['savedSearches'];
const signedIn = { preValidation: before(requireSignedIn) };
const ok = <T>(data: T) => ({ success: true as const, data });
const done = { success: true as const, data: { done: true as const } };

/**
 * Saved searches (spec: savedSearches base; POST, POST multi, DELETE with a body) with alert
 * mails; each belongs to its account only, and anyone else's is a 404.
 */
export const savedSearchesRoutes: AppModule = async (app, deps) => {
  deps.jobs.add(savedSearchAlertJob(deps));

  app.get(
    '/api/v1/saved-searches',
    {
      ...signedIn,
      schema: { tags, summary: 'My saved searches, newest first, with their new matches', response: { 200: ZOk(z.array(ZSavedSearch)) } },
    },
    async (request) => ok(await listSavedSearches(deps, requireSignedIn(request.actor))),
  );
  app.post(
    '/api/v1/saved-searches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Save a search (spec: returns data._id)',
        body: ZCreateSavedSearchRequest,
        response: { 201: ZOk(ZSavedSearch) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await createSavedSearch(deps, requireSignedIn(request.actor), request.body))),
  );
  app.post(
    '/api/v1/saved-searches/multi',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'My saved searches among the ids in listOfSaved',
        body: ZSavedSearchesMultiRequest,
        response: { 200: ZOk(z.array(ZSavedSearch)) },
      },
    },
    async (request) => ok(await savedSearchesByIds(deps, requireSignedIn(request.actor), request.body.listOfSaved)),
  );
  app.post(
    '/api/v1/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        summary: "An alert mail's unsubscribe link: turns that search's alerts off, no sign-in needed",
        body: ZSavedSearchUnsubscribeRequest,
        response: { 200: ZOk(ZSavedSearchUnsubscribeResult) },
      },
    },
    async (request) => ok(await unsubscribeSavedSearch(deps, request.body.token)),
  );
  app.put(
    '/api/v1/saved-searches/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Rename, or change how often it mails',
        params: ZId,
        body: ZUpdateSavedSearchRequest,
        response: { 200: ZOk(ZSavedSearch) },
      },
    },
    async (request) => ok(await updateSavedSearch(deps, requireSignedIn(request.actor), request.params.id, request.body)),
  );
  app.post(
    '/api/v1/saved-searches/:id/seen',
    { ...signedIn, schema: { tags, summary: 'I opened it: its new matches are seen', params: ZId, response: { 200: ZOk(ZSavedSearch) } } },
    async (request) => ok(await markSavedSearchSeen(deps, requireSignedIn(request.actor), request.params.id)),
  );
  app.delete(
    '/api/v1/saved-searches',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Delete a saved search (spec: the id in the body)',
        body: ZDeleteSavedSearchRequest,
        response: { 200: ZOk(ZDone) },
      },
    },
    async (request) => {
      await deleteSavedSearch(deps, requireSignedIn(request.actor), request.body.id);
      return done;
    },
  );
  app.delete(
    '/api/v1/saved-searches/:id',
    { ...signedIn, schema: { tags, summary: 'Delete a saved search', params: ZId, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await deleteSavedSearch(deps, requireSignedIn(request.actor), request.params.id);
      return done;
    },
  );
};
