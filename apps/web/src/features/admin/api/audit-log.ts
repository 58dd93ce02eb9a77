import { ZAdminAuditPage, type TAdminAuditFilter } from '@app/shared/admin/admin.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** GET admin/audit: a page of the log, newest first, filtered. */
export function getAuditLog(filter: TAdminAuditFilter, signal?: AbortSignal) {
  return api('/admin/audit', ZAdminAuditPage, { query: { ...filter }, signal });
}

/** A page of the audit log; the previous page stays on screen while the next one loads. */
export function useAuditLog(filter: TAdminAuditFilter) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'audit', filter], queryFn: ({ signal }) => getAuditLog(filter, signal) }),
    placeholderData: keepPreviousData,
  });
}
