import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action (docs/decisions/066-admin-console.md): who did what to which account or
 * listing, why, and when, written in the action's own transaction. No foreign keys: the log
 * outlives the accounts and listings it names, so the actor's email and the target's label are
 * kept as they were.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().notNull(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetKind: text().notNull(),
    targetId: uuid().notNull(),
    /** A readable name of the target when it happened (an email, a listing title). */
    targetLabel: text().notNull(),
    reason: text(),
    data: jsonb().$type<Record<string, unknown>>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_at_idx').on(t.at),
    index('admin_audit_actor_idx').on(t.actorId, t.at),
    index('admin_audit_action_idx').on(t.action, t.at),
  ],
);
