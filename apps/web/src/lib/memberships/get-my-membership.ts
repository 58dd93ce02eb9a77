import { ZMyMembership } from '@app/shared/professionals/membership.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** Every cache key of the signed-in person's membership (the membership, its events, its service areas). */
export const myMembershipKeys = {
  all: ['memberships', 'mine'] as const,
  membership: ['memberships', 'mine', 'membership'] as const,
};

/** GET /memberships/mine: the person's latest membership, or null without one. */
export function getMyMembership(signal?: AbortSignal) {
  return api('/memberships/mine', ZMyMembership.nullable(), { signal });
}

/** Query options for the person's membership. */
export function myMembershipQueryOptions() {
  return queryOptions({ queryKey: myMembershipKeys.membership, queryFn: ({ signal }) => getMyMembership(signal) });
}

/** The person's membership (the membership dashboard; the buy-one-get-one code page after redeeming). */
export function useMyMembership() {
  return useQuery(myMembershipQueryOptions());
}
