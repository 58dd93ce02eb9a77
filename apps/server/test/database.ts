import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: a copy of the run's template database on
 * real PostgreSQL (TEST_DATABASE_URL), or a PGlite started from the migrated dump.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `${template.replace('template', 'file')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: ':memory:' });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dumpPath = inject('pgliteDump');
  if (!dumpPath) throw new Error('global setup did not prepare a database');
  return openDatabase({ dataDir: ':memory:', loadDataDir: new Blob([fs.readFileSync(dumpPath)]) });
}
