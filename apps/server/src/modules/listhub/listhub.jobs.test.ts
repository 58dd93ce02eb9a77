import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { testConfig } from '../../config';
import { listhubImports, listings } from '../../db/schema/index';
import { seedAccount } from '../../seed/factories';
import { good, testFeed } from './listhub.fixtures';
import { LISTHUB_FEED_JOB } from './listhub.jobs';

// The configured feed URL: a local peer, never the internet.
let downloads = 0;
const feedHost = createServer((req, res) => {
  downloads += 1;
  if (req.url !== '/feed.xml') return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/xml' }).end(testFeed([good('SCH1', 'sched.agent@example.com')]));
});
await new Promise<void>((resolve) => feedHost.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => feedHost.close(() => resolve())));
const feedUrl = `http://127.0.0.1:${(feedHost.address() as AddressInfo).port}/feed.xml`;

const { app, db } = await createTestApp({ listhub: { feedUrl, everyMs: 60 * 60_000 } });
await seedAccount(db, { email: 'sched.agent@example.com' });

describe('the scheduled ListHub import', () => {
  it('is off by default', () => {
    expect(testConfig().listhub.feedUrl).toBeUndefined();
  });

  it('downloads LISTHUB_FEED_URL and imports it as a full feed, started by no one', async () => {
    expect(await app.deps.jobs.runNow(LISTHUB_FEED_JOB)).toBe(true);
    await app.deps.outbox.drain();
    expect(downloads).toBe(1);
    const [run] = await db.select().from(listhubImports);
    expect(run).toMatchObject({ full: true, startedBy: null, status: 'done', created: 1, total: 1 });
    const [listing] = await db.select().from(listings).where(eq(listings.listingKey, 'SCH1'));
    expect(listing?.status).toBe('active');
  });
});
