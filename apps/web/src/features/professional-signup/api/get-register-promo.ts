import { ZRegisterPromo } from '@app/shared/professionals/promotion.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET /promotions/register/{promo}: whether the promo in the sign-up link is one we run. */
export function getRegisterPromo(promo: string, signal?: AbortSignal) {
  return api(`/promotions/register/${encodeURIComponent(promo)}`, ZRegisterPromo, { signal });
}

/** Query options for a promo. */
export function registerPromoQueryOptions(promo: string) {
  return queryOptions({ queryKey: ['promotions', 'register', promo] as const, queryFn: ({ signal }) => getRegisterPromo(promo, signal) });
}

/** The promo of /professional/register?promo=…, when there is one. */
export function useRegisterPromo(promo: string | null) {
  return useQuery({ ...registerPromoQueryOptions(promo ?? ''), enabled: Boolean(promo) });
}
