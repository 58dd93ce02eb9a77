import { ZPayoutConnection, ZPayoutOnboardingLink } from '@app/shared/payments/payout-methods.schema';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The professional's standing with the processor's payouts (decision 088). */
export const payoutConnectionQueryKey = ['wallet', 'payout-connection'] as const;

/** GET /payoutmethods/connect; `refresh` (back from Stripe's onboarding pages) has the server ask Stripe again. */
export function getPayoutConnection(refresh: boolean, signal?: AbortSignal) {
  return api(`/payoutmethods/connect${refresh ? '?refresh=true' : ''}`, ZPayoutConnection, { signal });
}

/** The standing, once it is wanted (a professional, with Stripe as the processor). */
export function usePayoutConnection({ enabled, refresh }: { enabled: boolean; refresh: boolean }) {
  return useQuery(
    queryOptions({
      queryKey: [...payoutConnectionQueryKey, { refresh }],
      queryFn: ({ signal }) => getPayoutConnection(refresh, signal),
      enabled,
    }),
  );
}

/** POST /payoutmethods/connect: the single-use onboarding page at Stripe to open. */
export function startPayoutOnboarding() {
  return api('/payoutmethods/connect', ZPayoutOnboardingLink, { method: 'POST' });
}

/** Starts (or resumes) onboarding; the caller opens the page it answers. */
export function useStartPayoutOnboarding() {
  return useMutation({ mutationFn: startPayoutOnboarding });
}
