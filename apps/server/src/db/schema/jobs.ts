import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each periodic job last ran, on any node. The scheduler runs a job only when this is at
 * least (most of) its interval ago, so nodes whose timers fire at different moments still run
 * it once per interval between them.
 */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
});
