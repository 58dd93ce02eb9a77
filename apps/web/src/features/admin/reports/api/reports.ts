import { ZAdminReportOutcome, ZAdminReportPage, type TAdminReportFilter } from '@app/shared/listing-reports/listing-reports.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api/api-client';

/** GET admin/reports: listings with open reports, the newest or the most reported first, a page. */
export function useReportQueue(filter: TAdminReportFilter) {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'reports', filter],
      queryFn: ({ signal }) => api('/admin/reports', ZAdminReportPage, { query: { ...filter }, signal }),
    }),
    placeholderData: keepPreviousData,
  });
}

export type ReportDecision = 'dismiss' | 'take-down';

/** POST admin/reports/listings/{id}/dismiss or …/take-down, with the note. */
export function decideReports({ listingId, decision, why }: { listingId: string; decision: ReportDecision; why: string }) {
  return api(`/admin/reports/listings/${encodeURIComponent(listingId)}/${decision}`, ZAdminReportOutcome, {
    method: 'POST',
    body: { why },
  });
}

/** Dismisses a listing's reports or takes it down; the queue, the overview, the listings and the audit log are refetched. */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideReports, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
