import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Bulk loads (migration 0013): the listings a transaction writes after deferMapCells leave the
 * map cells as they are, and recountMapCells then counts every cell afresh, once. A bulk load
 * of 1,000 listings a statement costs about 7 ms a listing in the cells' triggers; a fresh count
 * a fraction of that.
 */
export async function deferMapCells(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('app.map_cells', 'deferred', true)`);
}

/**
 * Counts every map cell afresh from the listings (listing writes wait meanwhile; maps read the
 * old cells until it commits). The listing writes that follow in the same transaction keep the
 * cells again.
 */
export async function recountMapCells(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.map_cells', '', true)`);
    await tx.execute(sql`select listing_map_cells_recount()`);
  });
}
