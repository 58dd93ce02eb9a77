/**
 * HTTP throughput of the foundation's read paths through the real server (Fastify + database),
 * driven by autocannon from the same process over loopback.
 *
 *   npm run bench                                   # PGlite in memory, 10,000 listings
 *   BENCH_LISTINGS=100000 npm run bench
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench npm run bench   # a real PostgreSQL (migrated, seeded if empty)
 *
 * Prints p50/p95/p99 latency and requests per second per endpoint.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/seed/demo';

const listings = Number(process.env.BENCH_LISTINGS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: ':memory:' }), logLevel: 'silent' };
const database = await openDatabase(config);
await runMigrations(database);
const existing = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from listings`);
const count = Number((existing as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
if (count === 0) {
  const started = performance.now();
  await seedDemo(database.db, { listings, seed: 42 });
  console.info(`seeded ${listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const endpoints = ['/healthz', '/readyz', '/api/v1/properties/featured?limit=8', '/api/v1/properties/featured-cities'];
console.info(`\n${database.kind}, ${count || listings} listings, ${connections} connections, ${seconds} s per endpoint\n`);
console.info(
  'endpoint'.padEnd(44),
  'req/s'.padStart(9),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
);
for (const path of endpoints) {
  const result = await autocannon({ url: base + path, connections, duration: seconds });
  const p95 = (result.latency as unknown as Record<string, number>).p95 ?? result.latency.p97_5;
  console.info(
    path.padEnd(44),
    result.requests.average.toFixed(0).padStart(9),
    String(result.latency.p50).padStart(8),
    String(p95).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.errors + result.non2xx).padStart(7),
  );
}

await app.close();
await database.close();
