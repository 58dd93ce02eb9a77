import { ZMoney } from '@app/shared/listings/listing-card.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/**
 * GET /orders/owed-back: what the signed-in provider owes back from customers refunded after their
 * payout, per currency (decision 084); empty when nothing. It is netted from their next payouts.
 */
export function useOwedBack() {
  return useQuery({ queryKey: ['wallet', 'owed-back'], queryFn: ({ signal }) => api('/orders/owed-back', z.array(ZMoney), { signal }) });
}
