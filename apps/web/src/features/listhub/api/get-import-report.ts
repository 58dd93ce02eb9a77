import { ZListhubReport, type TListhubReport } from '@app/shared/listhub/listhub.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';

/** How often the report is asked again while its import runs. */
export const REPORT_POLL_MS = 2000;

/** GET /listhub/imports/{file}: an import's progress and report (admins only, on the server). */
export function getImportReport(file: string, signal?: AbortSignal): Promise<TListhubReport> {
  return api(`/listhub/imports/${encodeURIComponent(file)}`, ZListhubReport, { signal });
}

/** The report, asked again every 2 s while the import runs; a refusal (not an admin, no such file) is not retried. */
export function importReportQueryOptions(file: string, accountId: string | null) {
  return queryOptions({
    // Whose session asks is part of the key: signing in as an admin asks again.
    queryKey: ['listhub', 'imports', file, accountId] as const,
    queryFn: ({ signal }) => getImportReport(file, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? REPORT_POLL_MS : false),
  });
}

/** An import's report, live while it runs; asked once the session is known. */
export function useImportReport(file: string, session: { accountId: string | null; known: boolean }) {
  return useQuery({ ...importReportQueryOptions(file, session.accountId), enabled: session.known });
}
