import { ZBogoCode } from '@app/shared/professionals/promotion.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** GET /promotions/buy-one-get-one/mine: the codes the person's Annual Plus purchases earned. */
export function getMyBogoCodes(signal?: AbortSignal) {
  return api('/promotions/buy-one-get-one/mine', z.array(ZBogoCode), { signal });
}

/** The person's codes, newest as the server orders them; only asked for when signed in. */
export function useMyBogoCodes(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['promotions', 'bogo', 'mine'], queryFn: ({ signal }) => getMyBogoCodes(signal) }),
    enabled,
  });
}
