import { MEMBERSHIP_PLAN_KIND, type TMembershipPlanOptions } from '@app/shared/professionals/membership.schema';
import { ZCheckout } from '@app/shared/payments/payments.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * POST /checkouts for a membership plan (kind 'membership-plan', ref 'new'). The server refuses it
 * with 'Paid memberships cannot be changed at this moment.' while a membership is running.
 */
export function createMembershipCheckout(options: TMembershipPlanOptions) {
  return api('/checkouts', ZCheckout, { method: 'POST', body: { product: { kind: MEMBERSHIP_PLAN_KIND, ref: 'new', options } } });
}

/** The path of the checkout page that pays for it. */
export const checkoutPath = (checkoutId: string) => `/checkout/${encodeURIComponent(checkoutId)}`;

/** Opens a checkout for a plan; the caller goes on to checkoutPath(id). */
export function useCreateMembershipCheckout() {
  return useMutation({ mutationFn: createMembershipCheckout });
}
