import { Writable } from 'node:stream';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Headers our web client sends on every state-changing call. */
export const CLIENT_HEADERS = { 'x-requested-with': 'fetch' } as const;

/**
 * buildApp() on a fresh database for this test file, closed after the file.
 * `logs` holds every JSON log line the app wrote.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, options: { database?: Database } = {}) {
  const database = options.database ?? (await createTestDatabase());
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      callback();
    },
  });
  const app = await buildApp(testConfig({ logLevel: 'info', ...overrides }), { database, logStream });
  afterAll(async () => {
    await app.close();
    if (!options.database) await database.close();
  });
  return { app, database, db: database.db, logs, realtime: app.deps.realtime };
}
