import { ZAdminPaymentDetail, ZAdminPaymentPage, ZAdminPaymentQuery, ZAdminRefundRequest } from '@app/shared/admin/admin-payments.schema';
import { ZAdminPayout, ZAdminPayoutPage, ZAdminPayoutQuery } from '@app/shared/orders/payouts.schema';
import type { AppModule } from '../../../app-deps';
import { payoutsForAdmin, retryPayout } from '../../orders/index';
import { idempotencyKey } from '../../../platform/http/idempotency-key';
import { routes, ZId } from '../../../platform/http/route';
import { findPayments, paymentDetail, refundAsAdmin } from './admin-payments.service';

/** The console's Payments section (decision 079): find a payment, read its ledger lines, refund it; payouts (087). Admins only. */
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
    url: '/api/v1/admin/payments/payouts',
    auth: 'admin',
    summary: "Providers' payouts to their payout methods, by status, newest first, paged (admins; decision 087)",
    querystring: ZAdminPayoutQuery,
    data: ZAdminPayoutPage,
    handler: (request) => payoutsForAdmin(deps, request.query),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/payments/payouts/:id/retry',
    auth: 'admin',
    summary: 'Retry a failed payout: booked again from the payable balance to the current payout method and sent; logged (admins)',
    params: ZId,
    data: ZAdminPayout,
    handler: (request, admin) => retryPayout(deps, admin, request.params.id, request.log),
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
