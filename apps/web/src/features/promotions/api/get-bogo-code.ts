import { ZBogoCodeStatus } from '@app/shared/professionals/promotion.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** The cache key of one code's state. */
const bogoCodeKey = (code: string) => ['promotions', 'bogo', 'code', code] as const;

/** GET /promotions/buy-one-get-one/{code}: whether the code exists and can still be redeemed. */
export function getBogoCode(code: string, signal?: AbortSignal) {
  return api(`/promotions/buy-one-get-one/${encodeURIComponent(code)}`, ZBogoCodeStatus, { signal });
}

/** One code's state (public: no one's identity); not asked for a code that cannot be one. */
export function useBogoCode(code: string, enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: bogoCodeKey(code), queryFn: ({ signal }) => getBogoCode(code, signal) }), enabled });
}
