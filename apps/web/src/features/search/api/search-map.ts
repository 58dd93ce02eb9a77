import type { TBounds, TSearchCriteria } from '@app/shared/search/search.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';
import { searchKey } from './search-properties';

const ZMapResults = lazySchema(() => import('@app/shared/search/search.schema').then((m) => m.ZMapResults));

/** What the map shows: its visible area and zoom. */
export type MapView = { bounds: TBounds; zoom: number };

/** POST /properties/search/map: the matches inside the visible area, clustered for the zoom. */
export function searchMap(criteria: TSearchCriteria, view: MapView, signal?: AbortSignal) {
  return api('/properties/search/map', ZMapResults, { method: 'POST', body: { criteria, bounds: view.bounds, zoom: view.zoom }, signal });
}

/** Query options for the map's points; nothing is asked until the map knows its area. */
export function mapSearchQueryOptions(criteria: TSearchCriteria, view: MapView | null) {
  return queryOptions({
    queryKey: [...searchKey, 'map', criteria, view],
    queryFn: ({ signal }) => searchMap(criteria, view!, signal),
    enabled: view !== null,
  });
}

/** The map's points, keeping the last ones on the map while the next load. */
export function useMapPoints(criteria: TSearchCriteria, view: MapView | null) {
  return useQuery({ ...mapSearchQueryOptions(criteria, view), placeholderData: keepPreviousData });
}
