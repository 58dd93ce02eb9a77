import { createHash } from 'node:crypto';
import { ADMIN_AUDIT_PAGE_SIZE, type TAdminAction, type TAdminAuditEvent, type TAdminAuditPage } from '@app/shared/admin/admin.schema';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema/index';
import type { AccountActor } from '../auth-session/actor';

/**
 * A stable UUID for a target known only by its name (a periodic job): the log's target id is a
 * UUID, and every action on the same name gets the same id (RFC 9562 version 5 layout).
 */
export function auditIdOfName(name: string): string {
  const hash = createHash('sha1').update(`terranest-admin-audit:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One admin action to log: what, on which account or profile (a readable label kept with it), why. */
export type AdminAuditEntry = {
  action: TAdminAction;
  targetKind: TAdminAuditEvent['targetKind'];
  targetId: string;
  targetLabel: string;
  reason?: string | null;
  data?: Record<string, unknown>;
};

/**
 * Logs an admin action in the caller's transaction (docs/decisions/066-admin-console.md), so the
 * action and its record commit or roll back together. Any module's admin action calls this.
 */
export async function recordAdminAction(
  tx: DbOrTx,
  actor: Pick<AccountActor, 'accountId' | 'email'>,
  entry: AdminAuditEntry,
): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: actor.accountId,
    actorEmail: actor.email,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason ?? null,
    data: entry.data ?? null,
  });
}

export type AdminAuditFilter = {
  actor?: string | undefined;
  action?: TAdminAction | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
};

/** The log, newest first: by actor email (part of it), action and [from, to), one page. */
export async function findAdminActions(db: DbOrTx, filter: AdminAuditFilter): Promise<TAdminAuditPage> {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(ilike(adminAudit.actorEmail, `%${filter.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.action) conditions.push(eq(adminAudit.action, filter.action));
  if (filter.from) conditions.push(gte(adminAudit.at, filter.from));
  if (filter.to) conditions.push(lt(adminAudit.at, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.at), desc(adminAudit.id))
      .limit(ADMIN_AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return {
    events: rows.map((row) => ({
      _id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action as TAdminAction,
      targetKind: row.targetKind as TAdminAuditEvent['targetKind'],
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      reason: row.reason,
      at: row.at.toISOString(),
    })),
    page: filter.page,
    pageSize: ADMIN_AUDIT_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
