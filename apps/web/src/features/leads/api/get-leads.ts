import { ZLeadsPage } from '@app/shared/leads/leads.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '../../../lib/api/api-client';

export type LeadsFilter = { page: number; answered?: 'true' | 'false' | undefined };

/** GET /leads: a page of the signed-in owner's leads. */
export function getLeads(filter: LeadsFilter, signal?: AbortSignal) {
  const query: Record<string, string> = { page: String(filter.page) };
  if (filter.answered) query.answered = filter.answered;
  return api('/leads', ZLeadsPage, { query, signal });
}

/** Query options for a page of leads. */
export function leadsQueryOptions(filter: LeadsFilter) {
  return queryOptions({
    queryKey: ['leads', filter],
    queryFn: ({ signal }) => getLeads(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of leads. */
export function useLeads(filter: LeadsFilter) {
  return useQuery(leadsQueryOptions(filter));
}

/** Where the browser downloads the CSV export (the session cookie goes with a same-origin link). */
export function leadsExportUrl(language: string) {
  return `${API_BASE}/leads/export?lang=${encodeURIComponent(language)}`;
}
