import { REFERENCE_RATES, type TRateTable } from '@app/shared/domain/reference-rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../api/api-client';

const ZRateTable = lazySchema(() => import('@app/shared/domain/rate-table.schema').then((m) => m.ZRateTable));

/** GET /exchange-rates: the rates "≈" prices are shown at, with their day and source. */
export function getExchangeRates(signal?: AbortSignal) {
  return api('/exchange-rates', ZRateTable, { signal });
}

/** The server refreshes them daily; an hour-old copy is fresh enough. */
export function exchangeRatesQueryOptions() {
  return queryOptions({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/**
 * The current rates when `enabled`: the server's, or the offline reference table when the server
 * cannot be asked; undefined while loading (no approximation is better than a wrong one).
 */
export function useExchangeRates(enabled: boolean): TRateTable | undefined {
  const query = useQuery({ ...exchangeRatesQueryOptions(), enabled });
  return query.data ?? (query.isError ? REFERENCE_RATES : undefined);
}
