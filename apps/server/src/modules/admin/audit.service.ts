import type { TAdminAuditPage, ZAdminAuditQuery } from '@app/shared/admin/admin.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { findAdminActions } from '../../platform/audit/admin-audit';

const DAY_MS = 86_400_000;

/** GET admin/audit: the log, newest first; `from` and `to` are whole UTC days, both included. */
export async function auditLog(deps: AppDeps, query: z.output<typeof ZAdminAuditQuery>): Promise<TAdminAuditPage> {
  return findAdminActions(deps.database.db, {
    actor: query.actor || undefined,
    action: query.action,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    page: query.page,
  });
}
