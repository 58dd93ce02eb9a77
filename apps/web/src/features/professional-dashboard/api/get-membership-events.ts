import { ZMembershipEvent } from '@app/shared/professionals/membership.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { membershipEventsKey } from './update-membership';

/** GET /memberships/mine/events: the membership's history, as the server orders it. */
export function getMembershipEvents(signal?: AbortSignal) {
  return api('/memberships/mine/events', z.array(ZMembershipEvent), { signal });
}

/** The membership's history. */
export function useMembershipEvents() {
  return useQuery(queryOptions({ queryKey: membershipEventsKey, queryFn: ({ signal }) => getMembershipEvents(signal) }));
}
