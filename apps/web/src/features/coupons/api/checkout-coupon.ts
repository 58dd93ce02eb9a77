import { ZCheckout, type TCheckout } from '@app/shared/payments/payments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** POST checkouts/{id}/coupon: the checkout priced again with the code, as a new checkout. */
export function applyCoupon({ checkoutId, code }: { checkoutId: string; code: string }) {
  return api(`/checkouts/${encodeURIComponent(checkoutId)}/coupon`, ZCheckout, { method: 'POST', body: { code } });
}

/** DELETE checkouts/{id}/coupon: back to the full price, as a new checkout. */
export function removeCoupon({ checkoutId }: { checkoutId: string }) {
  return api(`/checkouts/${encodeURIComponent(checkoutId)}/coupon`, ZCheckout, { method: 'DELETE' });
}

/** Seeds the new checkout in the cache (the page moves to it) and marks the old one stale. */
function useSeedCheckout() {
  const queryClient = useQueryClient();
  return (checkout: TCheckout, oldId: string) => {
    queryClient.setQueryData(['checkouts', checkout._id], checkout);
    void queryClient.invalidateQueries({ queryKey: ['checkouts', oldId] });
  };
}

/** Applies a code. */
export function useApplyCoupon() {
  const seed = useSeedCheckout();
  return useMutation({ mutationFn: applyCoupon, onSuccess: (checkout, input) => seed(checkout, input.checkoutId) });
}

/** Removes the code. */
export function useRemoveCoupon() {
  const seed = useSeedCheckout();
  return useMutation({ mutationFn: removeCoupon, onSuccess: (checkout, input) => seed(checkout, input.checkoutId) });
}
