import { ZDone } from '@app/shared/accounts/auth.schema';
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
import { routes, ZId } from '../../platform/http/route';
import { registerAccountList } from '../accounts/index';
import { savedSearchAlertJob } from './saved-searches.jobs';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  savedSearchesByIds,
  savedSearchIdsOf,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from './saved-searches.service';
import { savedSearchAlerts } from './mail/saved-search-alerts.template';

/**
 * Saved searches (spec: savedSearches base; POST, POST multi, DELETE with a body) with alert
 * mails; each belongs to its account only, and anyone else's is a 404.
 */
export const savedSearchesRoutes: AppModule = async (app, deps) => {
  deps.mail.register(savedSearchAlerts);
  deps.jobs.add(savedSearchAlertJob(deps));
  const route = routes(app, { tags: ['savedSearches'] });
  // The account view lists the account's saved searches' ids.
  registerAccountList('savedSearches', savedSearchIdsOf);

  route({
    method: 'GET',
    url: '/api/v1/saved-searches',
    auth: 'signedIn',
    summary: 'My saved searches, newest first, with their new matches',
    data: z.array(ZSavedSearch),
    handler: (_request, actor) => listSavedSearches(deps, actor),
  });
  route({
    method: 'POST',
    url: '/api/v1/saved-searches',
    auth: 'signedIn',
    summary: 'Save a search (spec: returns data._id)',
    body: ZCreateSavedSearchRequest,
    data: ZSavedSearch,
    status: 201,
    handler: (request, actor) => createSavedSearch(deps, actor, request.body),
  });
  route({
    method: 'POST',
    url: '/api/v1/saved-searches/multi',
    auth: 'signedIn',
    summary: 'My saved searches among the ids in listOfSaved',
    body: ZSavedSearchesMultiRequest,
    data: z.array(ZSavedSearch),
    handler: (request, actor) => savedSearchesByIds(deps, actor, request.body.listOfSaved),
  });
  route({
    method: 'POST',
    url: '/api/v1/saved-searches/unsubscribe',
    auth: 'visitor',
    summary: "An alert mail's unsubscribe link: turns that search's alerts off, no sign-in needed",
    body: ZSavedSearchUnsubscribeRequest,
    data: ZSavedSearchUnsubscribeResult,
    handler: (request) => unsubscribeSavedSearch(deps, request.body.token),
  });
  route({
    method: 'PUT',
    url: '/api/v1/saved-searches/:id',
    auth: 'signedIn',
    summary: 'Rename, or change how often it mails',
    params: ZId,
    body: ZUpdateSavedSearchRequest,
    data: ZSavedSearch,
    handler: (request, actor) => updateSavedSearch(deps, actor, request.params.id, request.body),
  });
  route({
    method: 'POST',
    url: '/api/v1/saved-searches/:id/seen',
    auth: 'signedIn',
    summary: 'I opened it: its new matches are seen',
    params: ZId,
    data: ZSavedSearch,
    handler: (request, actor) => markSavedSearchSeen(deps, actor, request.params.id),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/saved-searches',
    auth: 'signedIn',
    summary: 'Delete a saved search (spec: the id in the body)',
    body: ZDeleteSavedSearchRequest,
    data: ZDone,
    handler: async (request, actor) => {
      await deleteSavedSearch(deps, actor, request.body.id);
      return { done: true as const };
    },
  });
  route({
    method: 'DELETE',
    url: '/api/v1/saved-searches/:id',
    auth: 'signedIn',
    summary: 'Delete a saved search',
    params: ZId,
    data: ZDone,
    handler: async (request, actor) => {
      await deleteSavedSearch(deps, actor, request.params.id);
      return { done: true as const };
    },
  });
};
