import { ZMyMembership } from '@app/shared/professionals/membership.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myMembershipKeys } from '../../../lib/memberships/get-my-membership';

/**
 * POST /promotions/buy-one-get-one/{code}/redeem: a free Annual Plus for a new user. 403 'Sorry,
 * this promotion only applies for new users.'; 409 'This promotion code has already been used.'.
 */
export function redeemBogoCode(code: string) {
  return api(`/promotions/buy-one-get-one/${encodeURIComponent(code)}/redeem`, ZMyMembership, { method: 'POST' });
}

/** Redeems the code and keeps the new membership (the page says it is done; the code's state stays as it was read). */
export function useRedeemBogoCode(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => redeemBogoCode(code),
    onSuccess: (membership) => {
      queryClient.setQueryData(myMembershipKeys.membership, membership);
    },
  });
}
