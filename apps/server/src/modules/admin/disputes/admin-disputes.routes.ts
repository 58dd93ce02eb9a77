import { ZAdminDisputeDetail, ZAdminDisputePage, ZAdminDisputeQuery, ZResolveDispute } from '@app/shared/admin/admin-disputes.schema';
import type { AppModule } from '../../../app-deps';
import { routes, ZId } from '../../../platform/http/route';
import { disputeForAdmin, disputeQueue, resolveDispute } from '../../orders/index';

/** The console's Disputes section (decision 079): the queue, one dispute, its resolution. Admins only. */
export const adminDisputesRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['admin'] });
  route({
    method: 'GET',
    url: '/api/v1/admin/disputes',
    auth: 'admin',
    summary: 'Disputes on service orders: open ones oldest first, or resolved ones newest first, paged (admins)',
    querystring: ZAdminDisputeQuery,
    data: ZAdminDisputePage,
    handler: (request) => disputeQueue(deps, request.query.state, request.query.page),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/disputes/:id',
    auth: 'admin',
    summary: "One dispute with both parties, the order's log and what its payment has left to refund (admins)",
    params: ZId,
    data: ZAdminDisputeDetail,
    handler: (request) => disputeForAdmin(deps, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/disputes/:id/resolve',
    auth: 'admin',
    summary: 'Resolve a dispute with a refund (in full or in part) or without, and why; both parties are mailed; logged (admins)',
    params: ZId,
    body: ZResolveDispute,
    data: ZAdminDisputeDetail,
    handler: (request, admin) => resolveDispute(deps, admin, request.params.id, request.body),
  });
};
