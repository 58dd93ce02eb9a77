/**
 * Schema-aware fuzzing of every route over real HTTP: requests generated from the OpenAPI
 * document the server publishes (apps/server/test/fuzz), half signed out and half signed in as
 * an account that owns one of everything, sent to the server listening on 127.0.0.1 only.
 * Every answer must be under 500, every error in the envelope `{ success: false, message }`,
 * and no error message may repeat what was sent. The CI slice is apps/server/src/security/fuzz.test.ts.
 *
 *   npm run bench:fuzz -w bench                       # 10,000 requests, PGlite in memory
 *   FUZZ_REQUESTS=50000 FUZZ_SEED=7 npm run bench:fuzz -w bench
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/tn_fuzz npm run bench:fuzz -w bench
 *
 * Bounded: FUZZ_REQUESTS (default 10,000) and FUZZ_SECONDS (default 600), FUZZ_CONCURRENCY
 * requests in flight (default 8). Exits 1 when any answer has a problem; the seed replays a run.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { sessionCookieName } from '../apps/server/src/platform/auth-session/session-cookie';
import { createSession } from '../apps/server/src/platform/auth-session/sessions';
import { ownerObjects } from '../apps/server/src/security/owner-objects';
import { fuzzRequests, operationsOf, problemsWith, type OpenApiDocument } from '../apps/server/test/fuzz/api-fuzz';
import { clientAs, seedRoleAccount } from '../apps/server/test/role-fixtures';

const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seconds = Number(process.env.FUZZ_SECONDS ?? 600);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

const config = { ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: ':memory:' }), logLevel: 'silent' as const };
const database = await openDatabase(config);
await runMigrations(database);
const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const me = await seedRoleAccount(database.db, 'owner');
const objects = await ownerObjects(app, await clientAs(app, me));
const doc = (await (await fetch(`${base}/api/v1/docs/json`)).json()) as OpenApiDocument;
const operations = operationsOf(doc);
const requests = fuzzRequests(doc, {
  seed,
  perOperation: Math.ceil(total / operations.length),
  junkWeight: 1,
  uuids: [me.id, ...Object.values(objects.kept)],
}).slice(0, total);
console.info(
  `${database.kind}, seed ${seed}: ${requests.length} requests over ${operations.length} routes, ${concurrency} in flight, at most ${seconds} s`,
);

const statuses = new Map<number, number>();
const problems: string[] = [];
const deadline = Date.now() + seconds * 1000;
const started = performance.now();
let next = 0;
let sent = 0;

async function worker() {
  while (next < requests.length && Date.now() < deadline) {
    const index = next++;
    const request = requests[index];
    if (!request) break;
    // Every other request signed in, on a session of its own (a fuzzed logout ends only that one).
    const cookie = index % 2 ? `${sessionCookieName(false)}=${(await createSession(database.db, { accountId: me.id })).token}` : undefined;
    const res = await fetch(base + request.url, {
      method: request.method,
      headers: {
        'x-requested-with': 'fetch',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: request.body,
      redirect: 'manual',
    });
    const body = await res.text();
    sent += 1;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const found = problemsWith(request, { status: res.status, contentType: res.headers.get('content-type') ?? undefined, body });
    if (found.length)
      problems.push(
        `${request.method} ${request.url.slice(0, 160)} ${String(request.body).slice(0, 200)} (${cookie ? 'signed in' : 'signed out'}) -> ${found.join('; ')}`,
      );
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;

console.info(`sent ${sent} in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)} req/s)`);
console.info(
  'statuses:',
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' '),
);
console.info(`problems: ${problems.length}`);
for (const problem of problems.slice(0, 50)) console.info(`  ${problem}`);

await app.close();
await database.close();
process.exit(problems.length ? 1 : 0);
