import { ZMyMembership, type TUpdateMembershipRequest } from '@app/shared/professionals/membership.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { myMembershipKeys } from '../../../lib/memberships/get-my-membership';

/** PUT /memberships/mine: auto-renew on or off, and/or the saved card renewals charge. */
export function updateMembership(body: TUpdateMembershipRequest) {
  return api('/memberships/mine', ZMyMembership, { method: 'PUT', body });
}

/** Updates the membership, puts the answer in the cache and refreshes its history. */
export function useUpdateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembership,
    onSuccess: (membership) => {
      queryClient.setQueryData(myMembershipKeys.membership, membership);
      void queryClient.invalidateQueries({ queryKey: membershipEventsKey });
    },
  });
}

/** The membership history's cache key (its own file reads it too). */
export const membershipEventsKey = [...myMembershipKeys.all, 'events'] as const;
