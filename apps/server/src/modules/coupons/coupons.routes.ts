import { ZAdminListingMove } from '@app/shared/admin/admin.schema';
import { ZApplyCouponRequest, ZCoupon, ZCreateCouponRequest } from '@app/shared/coupons/coupons.schema';
import { ZCheckout } from '@app/shared/payments/payments.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { applyCoupon, createCoupon, deactivateCoupon, listCoupons, redeemOnPaid, removeCoupon } from './coupons.service';

/** Coupons (docs/decisions/077-coupons.md): admins make and stop them; buyers apply a code at checkout. */
export const couponsRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['coupons'] });
  deps.products.onPaid(redeemOnPaid);

  route({
    method: 'GET',
    url: '/api/v1/admin/coupons',
    auth: 'admin',
    summary: 'Every coupon with its uses, newest first (admins)',
    data: z.array(ZCoupon),
    handler: () => listCoupons(deps),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/coupons',
    auth: 'admin',
    summary: 'Create a coupon: percent or amount off a listing plan or membership, dates, use limit; logged (admins)',
    body: ZCreateCouponRequest,
    data: ZCoupon,
    status: 201,
    handler: (request, actor) => createCoupon(deps, actor, request.body),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/coupons/:id/deactivate',
    auth: 'admin',
    summary: 'Stop a coupon from being used again, with why; logged (admins)',
    params: ZId,
    body: ZAdminListingMove,
    data: ZCoupon,
    handler: (request, actor) => deactivateCoupon(deps, actor, request.params.id, request.body.why),
  });
  route({
    method: 'POST',
    url: '/api/v1/checkouts/:id/coupon',
    auth: 'verified',
    summary: 'Apply a coupon code: the checkout is priced again on the server and replaced by the discounted one',
    params: ZId,
    body: ZApplyCouponRequest,
    data: ZCheckout,
    handler: (request, actor) => applyCoupon(deps, actor, request.params.id, request.body.code),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/checkouts/:id/coupon',
    auth: 'verified',
    summary: "Remove a checkout's coupon: replaced by a checkout at the full price",
    params: ZId,
    data: ZCheckout,
    handler: (request, actor) => removeCoupon(deps, actor, request.params.id),
  });
};
