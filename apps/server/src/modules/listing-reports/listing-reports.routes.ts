import {
  ZAdminReportDecision,
  ZAdminReportOutcome,
  ZAdminReportPage,
  ZAdminReportQuery,
  ZListingReportReceipt,
  ZListingReportRequest,
} from '@app/shared/listing-reports/listing-reports.schema';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { limitRequests } from '../../platform/rate-limit/route-limits';
import { dismissReports, reportListing, reportQueue, takeDownReported } from './listing-reports.service';

/** Reported listings (decision 082): anyone reports a listing; admins work the queue. */
export const listingReportsRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['listing-reports'] });

  route({
    method: 'POST',
    url: '/api/v1/properties/:id/reports',
    auth: 'visitor',
    summary: 'Report a listing: why, more words (required for Other), a visitor’s email to be reached at',
    params: ZId,
    body: ZListingReportRequest,
    data: ZListingReportReceipt,
    status: 201,
    preHandler: limitRequests(deps.rateLimiter, [
      ['listingReportsPerAccount', 'account'],
      ['listingReportsPerIp', 'ip'],
    ]),
    handler: async (request, actor) => ({
      _id: await reportListing(deps, actor, request.params.id, request.body, { requestId: request.id }),
    }),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/reports',
    auth: 'admin',
    tags: ['admin'],
    summary: 'Listings with open reports, the newest report or the most reported first, with the reports (admins)',
    querystring: ZAdminReportQuery,
    data: ZAdminReportPage,
    handler: (request) => reportQueue(deps, request.query.sort, request.query.page),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/reports/listings/:id/dismiss',
    auth: 'admin',
    tags: ['admin'],
    summary: "Dismiss a listing's open reports with a note; logged (admins)",
    params: ZId,
    body: ZAdminReportDecision,
    data: ZAdminReportOutcome,
    handler: (request, admin) => dismissReports(deps, admin, request.params.id, request.body.why),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/reports/listings/:id/take-down',
    auth: 'admin',
    tags: ['admin'],
    summary: 'Take a reported listing down with why (its owner reads it and is mailed) and close its reports as actioned; logged (admins)',
    params: ZId,
    body: ZAdminReportDecision,
    data: ZAdminReportOutcome,
    handler: (request, admin) => takeDownReported(deps, admin, request.params.id, request.body.why),
  });
};
