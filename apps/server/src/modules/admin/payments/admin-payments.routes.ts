import { ZAdminPaymentDetail, ZAdminPaymentPage, ZAdminPaymentQuery, ZAdminRefundRequest } from '@app/shared/admin/admin-payments.schema';
import type { AppModule } from '../../../app-deps';
import { idempotencyKey } from '../../../platform/http/idempotency-key';
import { routes, ZId } from '../../../platform/http/route';
import { findPayments, paymentDetail, refundAsAdmin } from './admin-payments.service';

/** The console's Payments section (decision 079): find a payment, read its ledger lines, refund it. Admins only. */
export const adminPaymentsRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['admin'] });
  route({
    method: 'GET',
    url: '/api/v1/admin/payments',
    auth: 'admin',
    summary: "Find payments by id, payer's email, product, status and days, newest first, paged (admins)",
    querystring: ZAdminPaymentQuery,
    data: ZAdminPaymentPage,
    handler: (request) => findPayments(deps, request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/admin/payments/:id',
    auth: 'admin',
    summary: 'One payment with what is left to refund, its ledger lines and its refunds (admins)',
    params: ZId,
    data: ZAdminPaymentDetail,
    handler: (request) => paymentDetail(deps, request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/payments/:id/refunds',
    auth: 'admin',
    summary: 'Refund a payment in full or in part, with why; once per Idempotency-Key, never more than was paid; logged (admins)',
    params: ZId,
    body: ZAdminRefundRequest,
    data: ZAdminPaymentDetail,
    handler: (request, admin) =>
      refundAsAdmin(deps, admin, request.params.id, { ...request.body, idempotencyKey: idempotencyKey(request) }),
  });
};
