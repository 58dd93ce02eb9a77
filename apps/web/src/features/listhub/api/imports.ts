import { ZListhubImportSummary, ZListhubReport } from '@app/shared/listhub/listhub.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** GET /listhub/imports: the latest imports, newest first (admins). */
export function listImports(signal?: AbortSignal) {
  return api('/listhub/imports', z.array(ZListhubImportSummary), { signal });
}

export function importsQueryOptions() {
  return queryOptions({ queryKey: ['listhub', 'imports'] as const, queryFn: ({ signal }) => listImports(signal) });
}

/** The latest imports. */
export function useImports() {
  return useQuery(importsQueryOptions());
}

/** POST /listhub/imports: a feed file, sent as it is; a partial feed expires nothing it leaves out. */
export function startImport({ file, full }: { file: File; full: boolean }) {
  return api('/listhub/imports', ZListhubReport, {
    method: 'POST',
    query: full ? undefined : { full: 'false' },
    file: { data: file, contentType: 'application/xml' },
  });
}

/** Starting an import; the list is asked again. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: () => client.invalidateQueries({ queryKey: importsQueryOptions().queryKey }),
  });
}
