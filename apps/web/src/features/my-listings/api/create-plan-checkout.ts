import { ZCheckout } from '@app/shared/payments/payments.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The listing plan's terms in months (spec section 9). */
export type PlanTerm = 3 | 6;

/** POST /checkouts for a listing plan: Extend Duration pays for another term of the listing. */
export function createPlanCheckout({ listingId, term }: { listingId: string; term: PlanTerm }) {
  return api('/checkouts', ZCheckout, { method: 'POST', body: { product: { kind: 'listing-plan', ref: listingId, options: { term } } } });
}

/** Opens a checkout for another term; the caller goes on to /checkout/{id}. */
export function useCreatePlanCheckout() {
  return useMutation({ mutationFn: createPlanCheckout });
}
