import { ZCoupon, type TCreateCouponRequest } from '@app/shared/coupons/coupons.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** GET admin/coupons: every coupon with its uses, newest first. */
export function listCoupons(signal?: AbortSignal) {
  return api('/admin/coupons', z.array(ZCoupon), { signal });
}

/** Query options for the admin's coupon list (under 'admin', so admin mutations refresh it). */
export const couponsQueryOptions = () => queryOptions({ queryKey: ['admin', 'coupons'], queryFn: ({ signal }) => listCoupons(signal) });

/** The coupons. */
export function useCoupons() {
  return useQuery(couponsQueryOptions());
}

/** POST admin/coupons. */
export function createCoupon(body: TCreateCouponRequest) {
  return api('/admin/coupons', ZCoupon, { method: 'POST', body });
}

/** POST admin/coupons/{id}/deactivate, with why. */
export function deactivateCoupon({ id, why }: { id: string; why: string }) {
  return api(`/admin/coupons/${encodeURIComponent(id)}/deactivate`, ZCoupon, { method: 'POST', body: { why } });
}

/** Creates a coupon; the list, overview and audit log are refetched. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}

/** Deactivates a coupon; the list and audit log are refetched. */
export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deactivateCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
