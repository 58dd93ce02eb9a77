import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job last ran, on any node. The scheduler runs a job only when this is at
 * least (most of) its interval ago, so nodes whose timers fire at different moments still run
 * it once per interval between them.
 */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A job whose last run failed (docs/decisions/080-admin-operations.md): written after the failed
 * run rolled back, deleted by the next run that goes through (in that run's transaction). The
 * admin console lists these and retries one.
 */
export const jobFailures = pgTable('job_failures', {
  name: text().primaryKey(),
  failures: integer().notNull().default(1),
  firstFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastError: text().notNull(),
});
