import { ZMembershipPlanOffer } from '@app/shared/professionals/membership.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/api-client';

/** GET /memberships/plans: the four plans with their catalogue prices and allowances. */
export function getMembershipPlans(signal?: AbortSignal) {
  return api('/memberships/plans', z.array(ZMembershipPlanOffer), { signal });
}

/** Query options for the plans; they change only with a release, so they stay fresh for the visit. */
export function membershipPlansQueryOptions() {
  return queryOptions({ queryKey: ['memberships', 'plans'], queryFn: ({ signal }) => getMembershipPlans(signal), staleTime: Infinity });
}

/** The plans (the membership dashboard and the buy-one-get-one page). */
export function useMembershipPlans() {
  return useQuery(membershipPlansQueryOptions());
}
