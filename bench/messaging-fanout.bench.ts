/**
 * Messaging fan-out across two app nodes through Redis (issue 21): 1,000 connected sockets, 100
 * conversations chatting, every message timed from the moment its sender starts the POST to each
 * receiving socket's incomingMessage, and every expected delivery counted.
 *
 *   npm run bench:messaging -w bench
 *   BENCH_SECONDS=60 BENCH_INTERVAL_MS=3000 npm run bench:messaging -w bench
 *
 * Two server processes (apps/server/src/main.ts through tsx) on one PostgreSQL (`DATABASE_URL`,
 * default tn_messaging_bench on 127.0.0.1, created and migrated when missing) and one Redis
 * (`REDIS_URL`, default 127.0.0.1:6379). 200 people, 100 conversations (a buyer and a listing's
 * owner), 5 sockets per person alternating between the nodes; each conversation sends one message
 * every BENCH_INTERVAL_MS (default 4,000, jittered: people chatting, decision 089), its two people
 * taking turns, through alternating nodes. It also prints the two nodes' CPU time per message sent, which depends less
 * on what else the machine runs than the latencies do. `BENCH_NODE_FLAGS='--cpu-prof
 * --cpu-prof-dir=/tmp/prof'` profiles the nodes (written when they stop). Results go to
 * bench/README.md by hand.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { createSession } from '../apps/server/src/platform/auth-session/sessions';
import { seedAccount, seedListing } from '../apps/server/src/seed/factories';
import { yardstickLine } from './yardstick';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/tn_messaging_bench';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
/** A conversation's pace: 4 s, each person answering every 8 s, is people chatting (decision 089). */
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 4000);
/** Issue 21's target: the p99 from send to receipt, with nothing lost. */
const TARGET_P99_MS = 50;
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const SOCKETS_PER_PERSON = Number(process.env.BENCH_SOCKETS_PER_PERSON ?? 5);
/** Node flags for the two app nodes, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` (written when they stop). */
const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const PORTS = [Number(process.env.BENCH_PORT ?? 3351), Number(process.env.BENCH_PORT ?? 3351) + 1];

console.info(yardstickLine());

// The database: created when missing, migrated.
const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
await admin.connect();
const name = new URL(databaseUrl).pathname.slice(1);
if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount)
  await admin.query(`create database "${name.replace(/"/g, '')}"`);
await admin.end();
const database = await openDatabase({ databaseUrl, dataDir: ':memory:' });
await runMigrations(database);
const db = database.db;

// The people of this run: a buyer and a seller with a listing per conversation, signed in.
const people: { id: string; cookie: string }[] = [];
async function person() {
  const id = randomUUID();
  await seedAccount(db, { id, email: `bench.${id}@example.org`, emailVerifiedAt: new Date() });
  const { token } = await createSession(db, { accountId: id });
  const entry = { id, cookie: `tn_session=${token}` };
  people.push(entry);
  return entry;
}
const pairs: { buyer: Awaited<ReturnType<typeof person>>; seller: Awaited<ReturnType<typeof person>>; listingId: string }[] = [];
for (let i = 0; i < CONVERSATIONS; i += 1) {
  const buyer = await person();
  const seller = await person();
  const listing = await seedListing(db, { id: randomUUID(), ownerId: seller.id, complete: true, status: 'active', hidden: false });
  pairs.push({ buyer, seller, listingId: listing.id });
}
await database.close();

// Two nodes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-messaging-bench-'));
const nodes: ChildProcess[] = PORTS.map((port) =>
  spawn(process.execPath, ['--import', 'tsx', ...nodeFlags, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
);
const stopNodes = () => nodes.forEach((node) => node.kill('SIGTERM'));
process.once('exit', stopNodes);
const bases = PORTS.map((port) => `http://127.0.0.1:${port}`);
for (const base of bases) {
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 240) throw new Error(`${base} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const call = (base: string, cookie: string, method: string, url: string, body?: unknown) =>
  fetch(base + url, {
    method,
    headers: { cookie, 'x-requested-with': 'fetch', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// The conversations, started through the first node.
const conversations: string[] = [];
for (const pair of pairs) {
  const res = await call(bases[0]!, pair.buyer.cookie, 'POST', '/api/v1/messages/conversations', {
    subject: { kind: 'listing', id: pair.listingId },
  });
  if (!res.ok) throw new Error(`conversation failed: ${res.status} ${await res.text()}`);
  conversations.push(((await res.json()) as { data: { conversation: { _id: string } } }).data.conversation._id);
}

// The sockets: SOCKETS_PER_PERSON per person, alternating nodes.
const sentAt = new Map<string, number>();
const authorOf = new Map<string, string>();
const latencies: number[] = [];
/** How long each send's POST took (its transaction included). */
const posts: number[] = [];
let receipts = 0;
let strayEvents = 0;
const sockets: Socket[] = [];
let socketNo = 0;
for (const someone of people) {
  for (let k = 0; k < SOCKETS_PER_PERSON; k += 1) {
    const socket = connect(bases[socketNo++ % 2]!, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { cookie: someone.cookie },
    });
    socket.on('incomingMessage', (message: { clientId: string; author: string }) => {
      const started = sentAt.get(message.clientId);
      if (started === undefined) return void (strayEvents += 1);
      receipts += 1;
      if (message.author !== someone.id) latencies.push(performance.now() - started);
    });
    sockets.push(socket);
  }
}
await Promise.all(
  sockets.map((socket) => (socket.connected ? undefined : new Promise<void>((resolve) => socket.once('connect', () => resolve())))),
);
console.info(`${sockets.length} sockets connected over ${bases.length} nodes; ${conversations.length} conversations`);

/** CPU time the two nodes have used so far, in ms (Linux: /proc/<pid>/stat, utime + stime). */
function nodesCpuMs(): number {
  const ticksPerMs = 100 / 1000; // USER_HZ
  return nodes.reduce((sum, node) => {
    const stat = fs.readFileSync(`/proc/${node.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  }, 0);
}

// Chatting.
const cpuBefore = nodesCpuMs();
let sent = 0;
let failed = 0;
const endAt = performance.now() + seconds * 1000;
await Promise.all(
  conversations.map(async (conversationId, i) => {
    const pair = pairs[i]!;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * intervalMs));
    for (let n = 0; performance.now() < endAt; n += 1) {
      const author = n % 2 ? pair.seller : pair.buyer;
      const clientId = `${i}-${n}`;
      authorOf.set(clientId, author.id);
      sentAt.set(clientId, performance.now());
      const res = await call(bases[n % 2]!, author.cookie, 'POST', `/api/v1/messages/conversations/${conversationId}/messages`, {
        clientId,
        body: `Message ${n} of conversation ${i}`,
      });
      posts.push(performance.now() - sentAt.get(clientId)!);
      if (res.ok) sent += 1;
      else {
        failed += 1;
        sentAt.delete(clientId);
      }
      await res.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, intervalMs * (0.5 + Math.random())));
    }
  }),
);
// Stragglers.
const expected = () => sent * 2 * SOCKETS_PER_PERSON;
for (let waited = 0; receipts < expected() && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
// Let the after-commit work (delivered ticks) finish before reading the nodes' CPU.
await new Promise((resolve) => setTimeout(resolve, 1000));
const cpuPerMessage = (nodesCpuMs() - cpuBefore) / Math.max(sent, 1);

latencies.sort((a, b) => a - b);
posts.sort((a, b) => a - b);
const pctOf = (values: number[], p: number) =>
  values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]?.toFixed(1) ?? '-';
const pct = (p: number) => pctOf(latencies, p);
console.info(
  `\n${seconds} s, one message every ~${intervalMs} ms per conversation: ${sent} sent (${failed} refused), ${(sent / seconds).toFixed(0)} msg/s`,
);
console.info(
  `deliveries: ${receipts} of ${expected()} expected (every socket of both people); lost ${expected() - receipts}; stray ${strayEvents}`,
);
console.info(`the send's POST alone (its transaction included): p50 ${pctOf(posts, 50)} ms, p99 ${pctOf(posts, 99)} ms`);
console.info(
  `send → receipt on the other person's sockets (${latencies.length}): p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms`,
);

const p99 = latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))] ?? Infinity;
const lost = expected() - receipts;
console.info(`issue 21's target (p99 under ${TARGET_P99_MS} ms, nothing lost): ${p99 < TARGET_P99_MS && lost === 0 ? 'met' : '✗ not met'}`);
console.info(`the two nodes' CPU time per message sent (HTTP, database, Redis, sockets): ${cpuPerMessage.toFixed(1)} ms`);

for (const socket of sockets) socket.disconnect();
// The nodes stop gracefully (a profile asked for with BENCH_NODE_FLAGS is written then).
const stopped = nodes.map((node) => new Promise((resolve) => node.once('exit', resolve)));
stopNodes();
await Promise.race([Promise.all(stopped), new Promise((resolve) => setTimeout(resolve, 20_000))]);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
