import {
  ZAppraisalService,
  ZAppraisalServiceInput,
  ZAppraisalServicesUpdate,
  ZAppraisalServicesQuery,
} from '@app/shared/services/appraisal-services.schema';
import { ZInspectionService, ZInspectionServiceInput, ZInspectionServicesUpdate } from '@app/shared/services/inspection-services.schema';
import { ZMediaService, ZMediaServiceInput } from '@app/shared/services/media-services.schema';
import {
  ZOfferedServices,
  ZOfferedServicesQuery,
  ZServiceProvider,
  ZServiceProvidersQuery,
} from '@app/shared/services/offered-services.schema';
import { ZRemovedServices, ZServiceIdList } from '@app/shared/services/service-terms';
import type { TServiceKindId } from '@app/shared/reference/orders';
import { z } from 'zod';
import type { AppDeps, AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { createAppraisalService, listOwnAppraisalServices, updateAppraisalServices } from './appraisal-services.service';
import { createInspectionService, listOwnInspectionServices, updateInspectionServices } from './inspection-services.service';
import { createMediaService, listOwnMediaServices, ownMediaService, updateMediaServiceTerms } from './media-services.service';
import { offeredServices } from './offered-services.service';
import { removeOwnServices } from './remove-services.service';
import { serviceProviders } from './service-providers.service';

type Route = ReturnType<typeof routes>;

/** DELETE {base}/{id} and DELETE {base} with a body of ids (spec section 7), for one kind. */
function removalRoutes(route: Route, deps: AppDeps, base: string, kind: TServiceKindId) {
  route({
    method: 'DELETE',
    url: `${base}/:id`,
    auth: 'verified',
    summary: `Remove one of my ${kind} services`,
    params: ZId,
    data: ZRemovedServices,
    handler: (request, actor) => removeOwnServices(deps, actor, kind, [request.params.id]),
  });
  route({
    method: 'DELETE',
    url: base,
    auth: 'verified',
    summary: `Remove several of my ${kind} services (body: a list of ids), all or none`,
    body: ZServiceIdList,
    data: ZRemovedServices,
    handler: (request, actor) => removeOwnServices(deps, actor, kind, request.body),
  });
}

/** Appraisal services (spec section 7): GET with getAll, POST, PUT with a list, DELETE by id or ids. */
function appraisalRoutes(route: Route, deps: AppDeps) {
  const base = '/api/v1/appraisalServices';
  route({
    method: 'GET',
    url: base,
    auth: 'signedIn',
    summary: 'My appraisal services (getAll=true: also while I cannot offer them now)',
    querystring: ZAppraisalServicesQuery,
    data: z.array(ZAppraisalService),
    handler: (request, actor) => listOwnAppraisalServices(deps, actor, request.query.getAll),
  });
  route({
    method: 'POST',
    url: base,
    auth: 'verified',
    summary: 'Price a property size range for at least one appraisal type',
    body: ZAppraisalServiceInput,
    data: ZAppraisalService,
    status: 201,
    handler: (request, actor) => createAppraisalService(deps, actor, request.body),
  });
  route({
    method: 'PUT',
    url: base,
    auth: 'verified',
    summary: 'Save a list of appraisal services (with _id: changed; without: added); replies with all of mine',
    body: ZAppraisalServicesUpdate,
    data: z.array(ZAppraisalService),
    handler: (request, actor) => updateAppraisalServices(deps, actor, request.body),
  });
  removalRoutes(route, deps, base, 'appraisal');
}

/** Inspection services: the same calls as appraisal services, one service per inspection item. */
function inspectionRoutes(route: Route, deps: AppDeps) {
  const base = '/api/v1/inspectionServices';
  route({
    method: 'GET',
    url: base,
    auth: 'signedIn',
    summary: 'My inspection services (getAll=true: also while I cannot offer them now)',
    querystring: ZAppraisalServicesQuery,
    data: z.array(ZInspectionService),
    handler: (request, actor) => listOwnInspectionServices(deps, actor, request.query.getAll),
  });
  route({
    method: 'POST',
    url: base,
    auth: 'verified',
    summary: 'Price one inspection item (replaces its terms when already offered)',
    body: ZInspectionServiceInput,
    data: ZInspectionService,
    status: 201,
    handler: (request, actor) => createInspectionService(deps, actor, request.body),
  });
  route({
    method: 'PUT',
    url: base,
    auth: 'verified',
    summary: 'Price a list of inspection items at once; replies with all of mine',
    body: ZInspectionServicesUpdate,
    data: z.array(ZInspectionService),
    handler: (request, actor) => updateInspectionServices(deps, actor, request.body),
  });
  removalRoutes(route, deps, base, 'inspection');
}

/** Media services (spec section 7: GET, POST, PUT /{id}), plus one by id and removal. */
function mediaRoutes(route: Route, deps: AppDeps) {
  const base = '/api/v1/mediaServices';
  route({
    method: 'GET',
    url: base,
    auth: 'signedIn',
    summary: 'My media services',
    data: z.array(ZMediaService),
    handler: (_request, actor) => listOwnMediaServices(deps, actor),
  });
  route({
    method: 'GET',
    url: `${base}/:id`,
    auth: 'verified',
    summary: 'One of my media services',
    params: ZId,
    data: ZMediaService,
    handler: (request, actor) => ownMediaService(deps, actor, request.params.id),
  });
  route({
    method: 'POST',
    url: base,
    auth: 'verified',
    summary: 'Offer a media service with its price and time frame',
    body: ZMediaServiceInput,
    data: ZMediaService,
    status: 201,
    handler: (request, actor) => createMediaService(deps, actor, request.body),
  });
  route({
    method: 'PUT',
    url: `${base}/:id`,
    auth: 'verified',
    summary: 'Change one of my media services',
    params: ZId,
    body: ZMediaServiceInput,
    data: ZMediaService,
    handler: (request, actor) => updateMediaServiceTerms(deps, actor, request.params.id, request.body),
  });
  removalRoutes(route, deps, base, 'media');
}

/** Providers' appraisal, inspection and media services, and what a professional offers where (issue 20). */
export const servicesRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['services'] });
  appraisalRoutes(route, deps);
  inspectionRoutes(route, deps);
  mediaRoutes(route, deps);
  route({
    method: 'GET',
    url: '/api/v1/professionalServices/:id',
    auth: 'visitor',
    summary: "What a professional offers (in a postal code they serve: 'Outside of service area' otherwise)",
    params: ZId,
    querystring: ZOfferedServicesQuery,
    data: ZOfferedServices,
    handler: (request) => offeredServices(deps, request.params.id, request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/professionalServices',
    auth: 'visitor',
    summary: 'Who offers a kind of service in a postal code now, with their prices (decision 072)',
    querystring: ZServiceProvidersQuery,
    data: z.array(ZServiceProvider),
    handler: (request) => serviceProviders(deps, request.query),
  });
};
