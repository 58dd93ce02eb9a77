import type { DbOrTx } from '../../db/client';
import { feedbackEntries } from '../../db/schema/index';

export type NewFeedbackEntry = typeof feedbackEntries.$inferInsert;

/** Stores one feedback or contact message; returns its id. */
export async function insertFeedbackEntry(db: DbOrTx, entry: NewFeedbackEntry): Promise<string> {
  const [row] = await db.insert(feedbackEntries).values(entry).returning({ id: feedbackEntries.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
