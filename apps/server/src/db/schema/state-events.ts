import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An `<entity>_events` table: one row per state change, appended by platform/state-machine's
 * `transition()` in the change's own transaction (who, what, from, to, why, when). No foreign
 * key to the entity: the history outlives a removed listing, as an audit trail.
 */
export function stateEventsTable(name: string) {
  return pgTable(
    name,
    {
      id: uuid().primaryKey().defaultRandom(),
      entityId: uuid().notNull(),
      /** The account that acted; null when the server did (a sweep). */
      actorId: uuid(),
      /** How the actor stood to the entity: owner, admin, system… */
      actorRelation: text().notNull(),
      action: text().notNull(),
      fromStatus: text().notNull(),
      toStatus: text().notNull(),
      reason: text(),
      data: jsonb().$type<Record<string, unknown>>(),
      at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_entity_idx`).on(t.entityId, t.at)],
  );
}

export type StateEventsTable = ReturnType<typeof stateEventsTable>;
