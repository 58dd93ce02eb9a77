import { ZPayoutHistory } from '@app/shared/orders/payouts.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/**
 * GET /orders/payouts: the signed-in provider's payouts to their payout method, newest first, and what
 * waits to be paid out (decision 087); both empty for someone who provides no services.
 */
export function usePayouts() {
  return useQuery({ queryKey: ['wallet', 'payouts'], queryFn: ({ signal }) => api('/orders/payouts', ZPayoutHistory, { signal }) });
}
