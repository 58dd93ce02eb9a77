import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listhubImportEvents, listhubImportRejects, listhubImports, listhubListings } from '../../db/schema/index';

export type ImportRow = typeof listhubImports.$inferSelect;
export type LinkRow = typeof listhubListings.$inferSelect;
export type RejectRow = typeof listhubImportRejects.$inferSelect;
/** The counts a chunk of records adds to its import's report. */
export type ImportCounts = Pick<ImportRow, 'created' | 'updated' | 'unchanged' | 'expired' | 'rejected'>;

/** The import machine's tables (platform/state-machine). */
export const importStateTables = { table: listhubImports, events: listhubImportEvents };

/** Records a new import of a stored file. */
export async function insertImport(db: DbOrTx, values: typeof listhubImports.$inferInsert): Promise<ImportRow> {
  const [row] = await db.insert(listhubImports).values(values).returning();
  if (!row) throw new Error('import insert returned no row');
  return row;
}

/** An import by its report's file name. */
export async function findImportByFile(db: DbOrTx, file: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(listhubImports).where(eq(listhubImports.file, file));
  return row;
}

/** An import by id. */
export async function findImport(db: DbOrTx, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(listhubImports).where(eq(listhubImports.id, id));
  return row;
}

/** Serialises the starts of imports (the check that none runs, then the insert). */
export async function lockImportStart(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('listhub-import-start'))`);
}

/** An import by id, locked until the caller's transaction ends (one chunk at a time advances it). */
export async function lockImport(db: DbOrTx, id: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(listhubImports).where(eq(listhubImports.id, id)).for('update');
  return row;
}

/** The latest imports, newest first. */
export function findRecentImports(db: DbOrTx, limit: number): Promise<ImportRow[]> {
  return db.select().from(listhubImports).orderBy(desc(listhubImports.createdAt)).limit(limit);
}

/** The import under way, if any (one runs at a time). */
export async function findRunningImport(db: DbOrTx): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(listhubImports)
    .where(eq(listhubImports.status, 'running'))
    .orderBy(asc(listhubImports.createdAt))
    .limit(1);
  return row;
}

/** Advances an import past a chunk of records: the resume point and the counts, together. */
export async function advanceImport(db: DbOrTx, id: string, processed: number, add: ImportCounts): Promise<void> {
  const t = listhubImports;
  await db
    .update(t)
    .set({
      processed,
      created: sql`${t.created} + ${add.created}`,
      updated: sql`${t.updated} + ${add.updated}`,
      unchanged: sql`${t.unchanged} + ${add.unchanged}`,
      expired: sql`${t.expired} + ${add.expired}`,
      rejected: sql`${t.rejected} + ${add.rejected}`,
    })
    .where(eq(t.id, id));
}

/** Records a rejected record (once: a chunk run again after a crash finds it there). */
export async function insertReject(db: DbOrTx, values: typeof listhubImportRejects.$inferInsert): Promise<void> {
  await db.insert(listhubImportRejects).values(values).onConflictDoNothing();
}

/** Every record an import rejected, in feed order. */
export function findRejects(db: DbOrTx, importId: string): Promise<RejectRow[]> {
  return db.select().from(listhubImportRejects).where(eq(listhubImportRejects.importId, importId)).orderBy(asc(listhubImportRejects.seq));
}

/** What we last took from the feed for a ListingKey. */
export async function findLink(db: DbOrTx, listingKey: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(listhubListings).where(eq(listhubListings.listingKey, listingKey));
  return row;
}

/** Records what the feed said of a listing, and that this import listed it. */
export async function saveLink(db: DbOrTx, values: typeof listhubListings.$inferInsert): Promise<void> {
  await db
    .insert(listhubListings)
    .values(values)
    .onConflictDoUpdate({
      target: listhubListings.listingKey,
      set: {
        listingId: values.listingId,
        contentHash: values.contentHash,
        photoUrls: values.photoUrls ?? [],
        lastImportId: values.lastImportId,
        updatedAt: new Date(),
      },
    });
}

/** Marks a ListingKey as listed by this import without changing what we keep of it (a broken record). */
export async function touchLink(db: DbOrTx, listingKey: string, importId: string): Promise<void> {
  await db.update(listhubListings).set({ lastImportId: importId }).where(eq(listhubListings.listingKey, listingKey));
}

/** Feed listings this import has not listed, by key after `afterKey`, a batch at a time (a full feed's missing ones). */
export function findLinksNotIn(db: DbOrTx, importId: string, afterKey: string, limit: number): Promise<LinkRow[]> {
  const t = listhubListings;
  return db
    .select()
    .from(t)
    .where(and(gt(t.listingKey, afterKey), or(isNull(t.lastImportId), ne(t.lastImportId, importId))))
    .orderBy(asc(t.listingKey))
    .limit(limit);
}

/** Whether the photos we fetched for a listing are still the feed's latest. */
export async function photosStillWanted(db: DbOrTx, listingKey: string, urls: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ urls: listhubListings.photoUrls })
    .from(listhubListings)
    .where(eq(listhubListings.listingKey, listingKey));
  return row !== undefined && row.urls.length === urls.length && row.urls.every((url, i) => url === urls[i]);
}
