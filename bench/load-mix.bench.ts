/**
 * A load run against the production build on real PostgreSQL and Redis: 200 connections of
 * mixed traffic (reads, searches, sign-ins, checkouts that pay) for 5 minutes, one autocannon
 * per kind running at the same time, so each kind gets its own p50/p99.
 *
 *   npm run build && npm run bench:load -w bench
 *   LOAD_SECONDS=20 npm run bench:load -w bench          # a smoke run
 *
 * LOAD_DATABASE_URL (default postgres://root@127.0.0.1:5432/tn_load, created, migrated and seeded
 * with LOAD_LISTINGS demo listings when empty), LOAD_REDIS_URL (default redis://127.0.0.1:6379),
 * LOAD_SECONDS (300), LOAD_CONNECTIONS (200, split 45% read, 30% search, 10% sign-in, 15% checkout),
 * LOAD_ACCOUNTS (200 verified people, each owning one listing their checkouts extend and one saved
 * card they pay with), LOAD_SLOW (30: seconds after which an answer counts as too slow), LOAD_TIMEOUT
 * (120: seconds after which autocannon gives up on a request; autocannon 8 then sends nothing more on
 * that connection and counts a timeout every LOAD_TIMEOUT seconds to the end, so the limit the run
 * holds answers to is LOAD_SLOW, counted from each answer's time), LOAD_NODE_ARGS (extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
 * The server's own settings pass through the environment (DATABASE_POOL_SIZE, 10 by default).
 * LOAD_ENTRY runs another build of the server (say a copy of dist/ made before a change).
 *
 * LOAD_PROFILE=pay (`npm run bench:pay -w bench`) is a pay-focused run at modest concurrency: only
 * checkouts (open, then pay), 8 connections for 60 s unless LOAD_CONNECTIONS / LOAD_SECONDS say
 * otherwise. LOAD_SHARES sets any mix ("read=0.5,checkout=0.5"). Every run prints the pay
 * requests' own latency besides the checkout kind's (which counts opening and paying together).
 *
 * Sign-in is limited to 30 attempts per client address per 15 minutes. The server runs as behind
 * a balancer on this machine (TRUST_PROXY=loopback, docs/decisions/026) and each sign-in comes
 * from its own X-Forwarded-For address, as people sign in from their own devices; no limit is
 * changed. Checkouts likewise come from each person's own address (paying is limited per address
 * and per account, docs/security.md), with the card the person saved before the run (adding it is
 * limited too: one per person, kept for the next runs). Every answer is expected to be 2xx: any
 * other status, error or timeout is counted. After the run the database says what became of the
 * run's payments.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { accounts, listings } from '../apps/server/src/db/schema/index';
import { seedDemo } from '../apps/server/src/seed/demo';
import { seedAccount, seedListing } from '../apps/server/src/seed/factories';
import { hashPassword } from '../apps/server/src/platform/auth-session/passwords';
import { createSession } from '../apps/server/src/platform/auth-session/sessions';
import { cardForm } from '../apps/server/test/payment-fixtures';
import { yardstickLine } from './yardstick';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.LOAD_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/tn_load';
const redisUrl = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const payProfile = process.env.LOAD_PROFILE === 'pay';
const seconds = Number(process.env.LOAD_SECONDS ?? (payProfile ? 60 : 300));
const connections = Number(process.env.LOAD_CONNECTIONS ?? (payProfile ? 8 : 200));
/** Each kind's share of the connections. */
const shares = new Map(
  (process.env.LOAD_SHARES ?? (payProfile ? 'checkout=1' : 'read=0.45,search=0.3,sign-in=0.1,checkout=0.15'))
    .split(',')
    .map((entry) => entry.split('=') as [string, string])
    .map(([kind, share]) => [kind.trim(), Number(share)]),
);
const listingCount = Number(process.env.LOAD_LISTINGS ?? 10_000);
const people = Number(process.env.LOAD_ACCOUNTS ?? 200);
const port = Number(process.env.LOAD_PORT ?? 3990);
const timeout = Number(process.env.LOAD_TIMEOUT ?? 120);
const slowMs = Number(process.env.LOAD_SLOW ?? 30) * 1000;
const PASSWORD = 'Load-Test-Pass-42';

const entry = path.resolve(root, process.env.LOAD_ENTRY ?? 'apps/server/dist/main.js');
if (!fs.existsSync(entry)) throw new Error('no production build: run `npm run build` first');

// The database: created when missing, migrated, seeded once.
const url = new URL(databaseUrl);
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = url.pathname.slice(1);
if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
  await admin.query(`create database "${name.replace(/"/g, '')}"`);
await admin.end();
const database = await openDatabase({ databaseUrl, dataDir: ':memory:' });
await runMigrations(database);
const db = database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const n = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings`))[0]?.n ?? 0;
if (n === 0) await seedDemo(db, { listings: listingCount, seed: 42 });

// The people: verified, one listing each; reused on the next run.
const passwordHash = await hashPassword(PASSWORD);
const crowd: { email: string; listingId: string; cookie: string; address: string; cardId?: string }[] = [];
for (let i = 0; i < people; i += 1) {
  const email = `load.person${i}@example.com`;
  const account =
    (await db.select().from(accounts).where(eq(accounts.email, email)))[0] ??
    (await seedAccount(db, { email, passwordHash, emailVerifiedAt: new Date() }));
  const listing =
    (await db.select({ id: listings.id }).from(listings).where(eq(listings.ownerId, account.id)))[0] ??
    (await seedListing(db, { ownerId: account.id }));
  const { token } = await createSession(db, { accountId: account.id });
  crowd.push({ email, listingId: listing.id, cookie: `tn_session=${token}`, address: `100.127.${i >> 8}.${i & 255}` });
}
const publicIds = rowsOf<{ id: string }>(
  await db.execute(sql`select id from listings where status = 'active' and complete and not hidden order by id limit 500`),
).map((r) => r.id);
await database.close();

// The production build, as `npm start` runs it, behind a "balancer" on this machine.
const server = spawn(process.execPath, [...(process.env.LOAD_NODE_ARGS?.split(' ').filter(Boolean) ?? []), entry], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
  },
});
let exited: number | null = null;
server.on('exit', (code) => {
  exited = code ?? 0;
});
const base = `http://127.0.0.1:${port}`;
for (let tries = 0; ; tries += 1) {
  if (exited !== null) throw new Error(`the server stopped (exit code ${exited})`);
  const ready = await fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  if (tries > 120) throw new Error('the server did not become ready');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const json = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };

// Each person's saved card: the one from an earlier run, or one added now from the person's address.
for (let i = 0; i < crowd.length; i += 10) {
  await Promise.all(
    crowd.slice(i, i + 10).map(async (person) => {
      const headers = { ...json, cookie: person.cookie, 'x-forwarded-for': person.address };
      const saved = (await (await fetch(`${base}/api/v1/wallet/cards`, { headers })).json()) as { data?: { _id: string }[] };
      person.cardId = saved.data?.[0]?._id;
      if (person.cardId) return;
      const res = await fetch(`${base}/api/v1/wallet/cards`, { method: 'POST', headers, body: JSON.stringify(cardForm()) });
      if (res.status !== 201) throw new Error(`saving ${person.email}'s card: ${res.status} ${await res.text()}`);
      person.cardId = ((await res.json()) as { data: { _id: string } }).data._id;
    }),
  );
}
const startedAt = new Date();
let turn = 0;
const next = <T>(list: readonly T[]): T => list[turn++ % list.length] as T;
const searches = [
  { searchThis: 'Austin, TX' },
  { searchThis: 'Miami, FL', beds: '2', priceMax: 600_000 },
  { searchThis: 'Seattle, WA', yearMin: 1990 },
  { searchThis: 'hardwood floors' },
  { searchThis: 'California', baths: '2', sort: 'price-low-high' },
  {},
];
const places = ['Aus', 'San F', 'New Y', 'Chicago', '9410', 'Tor', 'Madrid'];

type Kind = { name: string; share: number; requests: autocannon.Request[] };
/** What a checkout connection keeps between its two calls. */
type CheckoutContext = { person?: (typeof crowd)[number]; checkoutId?: string; paySentAt?: number };
/** Each pay request's own time (ms), from its setup (autocannon sends it at once) to its answer. */
const payTimes: number[] = [];
const allKinds: Kind[] = [
  {
    name: 'read',
    share: 0.45,
    requests: [
      { method: 'GET', path: '/api/v1/properties/featured?limit=8' },
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/properties/${next(publicIds)}` }) },
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/places?q=${encodeURIComponent(next(places))}` }) },
      { method: 'GET', path: '/api/v1/properties/featured-cities' },
      { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/v1/properties/${next(publicIds)}/similar` }) },
    ],
  },
  {
    name: 'search',
    share: 0.3,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/properties/search',
        headers: json,
        setupRequest: (req) => ({ ...req, body: JSON.stringify(next(searches)) }),
      },
      {
        method: 'POST',
        path: '/api/v1/properties/search/map',
        headers: json,
        body: JSON.stringify({ criteria: {}, bounds: { south: 25, west: -125, north: 49, east: -66 }, zoom: 4 }),
      },
    ],
  },
  {
    name: 'sign-in',
    share: 0.1,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/account/login',
        setupRequest: (req) => {
          const n = turn++;
          const person = crowd[n % crowd.length];
          return {
            ...req,
            headers: { ...json, 'x-forwarded-for': `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ username: person?.email, password: encodePassword(PASSWORD) }),
          };
        },
      },
    ],
  },
  {
    name: 'checkout',
    share: 0.15,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/checkouts',
        setupRequest: (req, context) => {
          const person = next(crowd);
          (context as CheckoutContext).person = person;
          return {
            ...req,
            headers: { ...json, cookie: person.cookie, 'x-forwarded-for': person.address },
            body: JSON.stringify({ product: { kind: 'listing-plan', ref: person.listingId, options: { term: 3 } } }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201) (context as CheckoutContext).checkoutId = JSON.parse(body).data._id;
        },
      },
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const { person, checkoutId } = context as CheckoutContext;
          (context as CheckoutContext).paySentAt = performance.now();
          return {
            ...req,
            path: `/api/v1/checkouts/${checkoutId}/pay`,
            headers: {
              ...json,
              cookie: String(person?.cookie),
              'x-forwarded-for': String(person?.address),
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ cardId: person?.cardId }),
          };
        },
        onResponse: (_status, _body, context) => {
          const sentAt = (context as CheckoutContext).paySentAt;
          if (sentAt !== undefined) payTimes.push(performance.now() - sentAt);
        },
      },
    ],
  },
];
const kinds: Kind[] = allKinds.map((kind) => ({ ...kind, share: shares.get(kind.name) ?? 0 })).filter((kind) => kind.share > 0);

// The first answer of each kind that was not 2xx, to say why.
const firstOdd = new Map<string, string>();
for (const kind of kinds) {
  for (const request of kind.requests) {
    const own = request.onResponse;
    request.onResponse = (status, body, context, headers) => {
      if ((status < 200 || status > 299) && !firstOdd.has(kind.name))
        firstOdd.set(kind.name, `${request.method} ${status} ${body.slice(0, 200)}`);
      if (typeof own === 'function') own(status, body, context, headers);
    };
  }
}

console.info(
  `PostgreSQL ${name} (${n || listingCount} listings) and Redis; production build ${path.relative(root, entry)}; ${connections} connections for ${seconds} s; ${crowd.length} people; timeout ${timeout} s; DATABASE_POOL_SIZE ${process.env.DATABASE_POOL_SIZE ?? 10}`,
);
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.info(`load average before: ${loadAverage()}`);
console.info(yardstickLine());
const slow = new Map<string, number>();
const results = await Promise.all(
  kinds.map((kind) => {
    // The promise autocannon returns is its event emitter too.
    const instance = autocannon({
      url: base,
      connections: Math.max(1, Math.round(connections * kind.share)),
      duration: seconds,
      timeout,
      requests: kind.requests,
    }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
    instance.on('response', (_client, _status, _bytes, ms) => {
      if (ms > slowMs) slow.set(kind.name, (slow.get(kind.name) ?? 0) + 1);
    });
    return instance.then((result) => ({ kind, result }));
  }),
);
console.info(`load average after: ${loadAverage()}`);
server.kill('SIGTERM');

// What became of the run's payments, by the database (succeeded ones: from the row to the outcome).
const books = new pg.Client({ connectionString: databaseUrl });
await books.connect();
const outcomes = await books.query<{ status: string; failure_code: string | null; n: number; p50: number | null; p99: number | null }>(
  `select status, failure_code, count(*)::int as n,
          percentile_cont(0.5) within group (order by extract(epoch from updated_at - created_at) * 1000) as p50,
          percentile_cont(0.99) within group (order by extract(epoch from updated_at - created_at) * 1000) as p99
     from payments where created_at >= $1 group by 1, 2 order by 1, 2`,
  [startedAt],
);
await books.end();

console.info(
  `\n${'kind'.padEnd(10)}${'connections'.padStart(12)}${'requests'.padStart(10)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}${'timeouts'.padStart(10)}${`over ${slowMs / 1000} s`.padStart(11)}`,
);
let bad = 0;
for (const { kind, result } of results) {
  bad += result.non2xx + result.errors + result.timeouts + (slow.get(kind.name) ?? 0);
  console.info(
    `${kind.name.padEnd(10)}${String(result.connections).padStart(12)}${String(result.requests.total).padStart(10)}${result.requests.average.toFixed(0).padStart(8)}${String(result.latency.p50).padStart(8)}${String(result.latency.p99).padStart(8)}${String(result.latency.max).padStart(8)}${String(result.non2xx).padStart(9)}${String(result.errors).padStart(8)}${String(result.timeouts).padStart(10)}${String(slow.get(kind.name) ?? 0).padStart(11)}`,
  );
}
for (const { kind, result } of results) {
  const odd = Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}).filter(
    ([status]) => !status.startsWith('2'),
  );
  if (odd.length)
    console.info(`${kind.name}: ${odd.map(([status, { count }]) => `${status}×${count}`).join(' ')}; first: ${firstOdd.get(kind.name)}`);
}
if (payTimes.length) {
  const sorted = payTimes.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  console.info(
    `pay requests alone: ${sorted.length}, p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
  );
}
for (const row of outcomes.rows)
  console.info(
    `payments ${row.status}${row.failure_code ? ` (${row.failure_code})` : ''}: ${row.n}, row to outcome p50 ${Math.round(row.p50 ?? 0)} ms, p99 ${Math.round(row.p99 ?? 0)} ms`,
  );
console.info(
  bad
    ? `\n${bad} answers were not 2xx, failed, timed out or slower than ${slowMs / 1000} s`
    : `\nevery answer 2xx within ${slowMs / 1000} s, no errors, no timeouts`,
);
process.exit(bad ? 1 : 0);
