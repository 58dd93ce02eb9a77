import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { seedDemo } from '../../seed/demo';
import { listings } from '../../db/schema/index';
import { createEmbeddedAutovacuum, maintenanceOf } from './embedded-autovacuum';

const { app, db, database } = await createTestApp();

describe('embedded autovacuum', () => {
  it("asks for what PostgreSQL's autovacuum would: a vacuum past 50 + 20% dead rows, an analyze past 50 + 10% changed", () => {
    expect(maintenanceOf({ table: 't', live: 1000, dead: 250, changedSinceAnalyze: 150 })).toBeNull();
    expect(maintenanceOf({ table: 't', live: 1000, dead: 251, changedSinceAnalyze: 251 })).toBe('vacuum');
    expect(maintenanceOf({ table: 't', live: 1000, dead: 0, changedSinceAnalyze: 151 })).toBe('analyze');
    expect(maintenanceOf({ table: 't', live: 0, dead: 50, changedSinceAnalyze: 50 })).toBeNull();
  });

  it.skipIf(database.kind !== 'pglite')('vacuums the tables whose rows were rewritten, and then leaves them alone', async () => {
    const autovacuum = createEmbeddedAutovacuum(db, app.log);
    await seedDemo(db, { listings: 300, seed: 5 });
    await autovacuum.runOnce();
    // Every public listing moves a little: new row versions of it and of every map cell.
    await db
      .update(listings)
      .set({ latitude: sql`${listings.latitude} + 0.0001` })
      .where(eq(listings.status, 'active'));
    const done = await autovacuum.runOnce();
    expect(done).toEqual(
      expect.arrayContaining([
        { table: 'listings', done: 'vacuum' },
        { table: 'listing_map_cells', done: 'vacuum' },
        { table: 'listing_map_range_cells', done: 'vacuum' },
      ]),
    );
    const dead = async (table: string) => {
      const result = await db.execute(sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = ${table}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    expect(await dead('listings')).toBe(0);
    expect(await dead('listing_map_range_cells')).toBe(0);
    expect(await autovacuum.runOnce()).toEqual([]);
  });
});
