import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { MIGRATIONS_DIR } from './migrations-dir';

/** Applies every committed migration not yet applied. Safe to run on every start. */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
