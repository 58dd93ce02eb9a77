import { ZAdminJob, ZAdminJobRetry } from '@app/shared/admin/operations.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api/api-client';

/** GET admin/jobs: the periodic jobs, failing ones first; `failedOnly` keeps those. */
export function getJobs(failedOnly: boolean, signal?: AbortSignal) {
  return api('/admin/jobs', z.array(ZAdminJob), { query: failedOnly ? { failed: 'true' } : {}, signal });
}

/** The periodic jobs with their last run and failures. */
export function useJobs(failedOnly: boolean) {
  return useQuery(queryOptions({ queryKey: ['admin', 'jobs', failedOnly], queryFn: ({ signal }) => getJobs(failedOnly, signal) }));
}

/** POST admin/jobs/{name}/retry: runs a failing job now, once. */
export function retryJob(name: string) {
  return api(`/admin/jobs/${encodeURIComponent(name)}/retry`, ZAdminJobRetry, { method: 'POST' });
}

/** Retries a failing job, then the jobs, the overview and the audit log are refetched. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
