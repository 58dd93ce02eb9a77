import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { completeDraft } from '../../../test/listing-fixtures';
import { saveTestCard, unbalancedLedgerTransactions } from '../../../test/payment-fixtures';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { checkouts, demoCharges, ledgerTransactions, payments } from '../../db/schema/index';
import { ledgerBalance } from './ledger.repo';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'terranest-crash-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as `npm run dev` starts it (tsx), on the test's data directory. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    const up = await fetch(`${base}/api/v1/prices`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (tries > 240) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, base, exited };
}

/** A JSON reply's `data`. */
async function dataOf(res: Response) {
  return ((await res.json()) as { data: Record<string, unknown> & { status: string; _id: string; payment: { _id: string } } }).data;
}

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  child.kill('SIGTERM');
  await exited;
}

/** A verified buyer with a saved card and an open listing-plan checkout, made in-process on the data dir. */
async function prepareBuyer() {
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('global setup did not prepare a database');
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(dump)]) });
  const app = await buildApp(testConfig({ dataDir }), { database });
  const client = httpClient(app);
  await signUpVerified(app, client);
  const cardId = await saveTestCard(client);
  const listing = await client.post('/api/v1/properties', await completeDraft(app, client));
  const checkout = await client.post('/api/v1/checkouts', {
    product: { kind: 'listing-plan', ref: listing.json().data._id, options: { term: 6 } },
  });
  expect(checkout.statusCode).toBe(201);
  await app.close();
  await database.close();
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, cardId, checkout: checkout.json().data as { _id: string; amount: { amount: number; currency: string } } };
}

// The crashing server is a child process on a data dir of its own, made from the embedded engine's
// migrated dump; the real-engine pass (TEST_DATABASE_URL) has no such dump. What the restart relies on,
// reconciliation settling, failing or voiding a pending payment, runs on PostgreSQL in reconcile.test.ts.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a crash between the processor charge and our write', () => {
  it(
    'is settled after restart by reconciliation: one charge, a balanced ledger, the checkout paid once',
    { timeout: 240_000 },
    async () => {
      const { cookie, cardId, checkout } = await prepareBuyer();
      const headers = { ...CLIENT_HEADERS, cookie, 'content-type': 'application/json' };
      const key = crypto.randomUUID();
      const pay = (base: string) =>
        fetch(`${base}/api/v1/checkouts/${checkout._id}/pay`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify({ cardId }),
        });

      const crashing = await startServer({ CRASH_AFTER_PROVIDER_CHARGE: 'true' });
      await expect(pay(crashing.base)).rejects.toThrow();
      expect((await crashing.exited).signal).toBe('SIGKILL');

      const restarted = await startServer({ PAYMENTS_RECONCILE_AFTER_SECONDS: '2' });
      try {
        let status = '';
        for (let tries = 0; status !== 'paid' && tries < 120; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          status = (await dataOf(await fetch(`${restarted.base}/api/v1/checkouts/${checkout._id}`, { headers }))).status;
        }
        expect(status).toBe('paid');
        const history = ((await (await fetch(`${restarted.base}/api/v1/payments`, { headers })).json()) as { data: { _id: string }[] })
          .data;
        expect(history).toHaveLength(1);
        expect(history[0]).toMatchObject({ status: 'succeeded', amount: checkout.amount });
        // The person's retry of the lost request gets the settled payment, not a second charge.
        const retried = await pay(restarted.base);
        expect(retried.status).toBe(200);
        expect((await dataOf(retried)).payment._id).toBe(history[0]?._id);
      } finally {
        await stop(restarted.child, restarted.exited);
      }

      const database = await openDatabase({ dataDir });
      try {
        const db = database.db;
        const rows = await db.select().from(payments).where(eq(payments.checkoutId, checkout._id));
        expect(rows).toHaveLength(1);
        const charges = await db
          .select()
          .from(demoCharges)
          .where(
            inArray(
              demoCharges.idempotencyKey,
              rows.map((row) => `payment:${row.id}`),
            ),
          );
        expect(charges).toHaveLength(1);
        expect(charges[0]).toMatchObject({ status: 'captured', amount: checkout.amount.amount });
        expect(await db.select().from(demoCharges)).toHaveLength(1); // nothing else was ever charged
        expect((await db.select().from(checkouts).where(eq(checkouts.id, checkout._id)))[0]).toMatchObject({
          status: 'paid',
          paymentId: rows[0]?.id,
        });
        expect(
          await db
            .select()
            .from(ledgerTransactions)
            .where(and(eq(ledgerTransactions.paymentId, rows[0]!.id), eq(ledgerTransactions.kind, 'capture'))),
        ).toHaveLength(1);
        expect(await ledgerBalance(db, 'processor:demo', 'USD')).toBe(checkout.amount.amount);
        expect(await ledgerBalance(db, 'revenue:listing-plans', 'USD')).toBe(-checkout.amount.amount);
        expect(await unbalancedLedgerTransactions(db)).toEqual([]);
      } finally {
        await database.close();
      }
    },
  );
});
