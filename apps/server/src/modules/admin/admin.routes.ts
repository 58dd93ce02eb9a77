import {
  ZAdminAccount,
  ZAdminAccountQuery,
  ZAdminAuditPage,
  ZAdminAuditQuery,
  ZAdminEndSessions,
  ZAdminListing,
  ZAdminListingMove,
  ZAdminListingQuery,
  ZAdminOverview,
  ZAdminOverviewQuery,
  ZAdminRoleChange,
} from '@app/shared/admin/admin.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { findListingsForAdmin, restoreListing, takeDownListing } from '../listings/index';
import { auditLog } from './audit.service';
import { adminOverview } from './overview.service';
import { operationsRoutes } from './operations/operations.routes';
import { changeRole, endSessions, findPeople } from './people.service';
import { adminDisputesRoutes } from './disputes/admin-disputes.routes';
import { adminPaymentsRoutes } from './payments/admin-payments.routes';

/**
 * The admin console's API (docs/decisions/066-admin-console.md): every route for admins only,
 * decided on the server. The professionals review queue is the professionals module's.
 */
export const adminRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['admin'] });
  await adminPaymentsRoutes(app, deps);
  await adminDisputesRoutes(app, deps);

  route({
    method: 'GET',
    url: '/api/v1/admin/overview',
    auth: 'admin',
    summary: "Today's counts: new listings, offers, payments, refunds; professionals waiting; failed deliveries (admins)",
    querystring: ZAdminOverviewQuery,
    data: ZAdminOverview,
    handler: (request) => adminOverview(deps, request.query.since),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/accounts',
    auth: 'admin',
    summary: 'Find accounts by email or name (admins)',
    querystring: ZAdminAccountQuery,
    data: z.array(ZAdminAccount),
    handler: (request) => findPeople(deps, request.query.q),
  });
  route({
    method: 'PUT',
    url: '/api/v1/admin/accounts/:id/roles',
    auth: 'admin',
    summary: 'Grant or remove the admin or professional role, with why; logged (admins)',
    params: ZId,
    body: ZAdminRoleChange,
    data: ZAdminAccount,
    handler: (request, actor) => changeRole(deps, actor, request.params.id, request.body),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/accounts/:id/end-sessions',
    auth: 'admin',
    summary: 'Sign an account out on every device, with why; logged (admins)',
    params: ZId,
    body: ZAdminEndSessions,
    data: ZAdminAccount,
    handler: (request, actor) => endSessions(deps, actor, request.params.id, request.body.why),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/listings',
    auth: 'admin',
    summary: "Find any listing by id, title, address or owner's email, whatever its status (admins)",
    querystring: ZAdminListingQuery,
    data: z.array(ZAdminListing),
    handler: (request) => findListingsForAdmin(deps, request.query.q),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/listings/:id/take-down',
    auth: 'admin',
    summary: "Take a listing off the site with why, which its owner reads in the listing's history; logged (admins)",
    params: ZId,
    body: ZAdminListingMove,
    data: ZAdminListing,
    handler: (request, actor) => takeDownListing(deps, actor, request.params.id, request.body.why),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/listings/:id/restore',
    auth: 'admin',
    summary: 'Put a taken-down listing back where it was, with why; logged (admins)',
    params: ZId,
    body: ZAdminListingMove,
    data: ZAdminListing,
    handler: (request, actor) => restoreListing(deps, actor, request.params.id, request.body.why),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/audit',
    auth: 'admin',
    summary: 'The audit log of admin actions, newest first, by actor, action and dates, paged (admins)',
    querystring: ZAdminAuditQuery,
    data: ZAdminAuditPage,
    handler: (request) => auditLog(deps, request.query),
  });
  await operationsRoutes(app, deps);
};
