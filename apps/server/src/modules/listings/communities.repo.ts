import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communities } from '../../db/schema/index';

export type CommunityRow = typeof communities.$inferSelect;

/** A community by id. */
export async function findCommunity(db: DbOrTx, id: string): Promise<CommunityRow | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.id, id));
  return row;
}

/** An owner's communities, most recently changed first. */
export function findOwnerCommunities(db: DbOrTx, ownerId: string) {
  return db.select().from(communities).where(eq(communities.ownerId, ownerId)).orderBy(desc(communities.updatedAt));
}

/** Inserts a community. */
export async function insertCommunity(db: DbOrTx, values: typeof communities.$inferInsert): Promise<CommunityRow> {
  const [row] = await db.insert(communities).values(values).returning();
  if (!row) throw new Error('community insert returned no row');
  return row;
}

/** Changes a community and stamps updated_at. */
export async function updateCommunityRow(db: DbOrTx, id: string, patch: Partial<typeof communities.$inferInsert>): Promise<CommunityRow> {
  const [row] = await db
    .update(communities)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(communities.id, id))
    .returning();
  if (!row) throw new Error('community update matched no row');
  return row;
}

/** Deletes a community; its listings stay, no longer in a community. */
export async function deleteCommunityRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(communities).where(eq(communities.id, id));
}
