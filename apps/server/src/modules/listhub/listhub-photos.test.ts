import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { listings, outbox } from '../../db/schema/index';
import { seedAccount } from '../../seed/factories';
import { good, testFeed } from './listhub.fixtures';
import { LISTHUB_PHOTOS_TOPIC } from './listhub-record.service';

// The feed's photo host: a local peer, never the internet. /flaky.png fails once, then answers.
const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();
let flakyCalls = 0;
const host = createServer((req, res) => {
  if (req.url === '/flaky.png' && flakyCalls++ === 0) return res.writeHead(503).end();
  if (req.url === '/house.png' || req.url === '/flaky.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  if (req.url === '/not-an-image.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>hello</html>');
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));
const base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));
const agent = await seedAccount(db, { email: 'photo.agent@example.com' });

const photosOf = async (key: string) => (await db.select().from(listings).where(eq(listings.listingKey, key)))[0]?.photos ?? [];

describe('ListHub photos', () => {
  it("are fetched from the feed's URLs in the background, cleaned and stored; a failure is retried, a photo that is not an image left out", async () => {
    const feed = testFeed([
      good('PH1', agent.email, { photos: [`${base}/house.png`, `${base}/gone.png`, `${base}/not-an-image.png`, `${base}/flaky.png`] }),
    ]);
    expect((await admin.post('/api/v1/listhub/imports?full=false', feed, { 'content-type': 'application/xml' })).statusCode).toBe(201);
    await app.deps.outbox.drain();
    // The import is done and the listing online before its photos are there: the flaky host failed the first try.
    expect(await photosOf('PH1')).toEqual([]);
    const [job] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, LISTHUB_PHOTOS_TOPIC), eq(outbox.status, 'pending')));
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toContain('503');

    // The retry comes due.
    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, job!.id));
    await app.deps.outbox.drain();
    const photos = await photosOf('PH1');
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.url).toMatch(/\/public\/listhub\/[0-9a-f]{16}\/[0-9a-f]{16}\/full\.webp$/);
      expect(photo.thumbUrl).toMatch(/thumb\.webp$/);
    }
    const key = new URL(photos[0]!.url, 'http://x').pathname.split('/').slice(-5).join('/');
    const stored = await app.deps.storage.getObject(key.replace(/^.*?public\//, 'public/'));
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('a feed that no longer changes the photos does not fetch them again', async () => {
    const calls = flakyCalls;
    const feed = testFeed([
      good('PH1', agent.email, {
        price: '500000.00',
        photos: [`${base}/house.png`, `${base}/gone.png`, `${base}/not-an-image.png`, `${base}/flaky.png`],
      }),
    ]);
    expect((await admin.post('/api/v1/listhub/imports?full=false', feed, { 'content-type': 'application/xml' })).statusCode).toBe(201);
    await app.deps.outbox.drain();
    expect(flakyCalls).toBe(calls);
    expect(await photosOf('PH1')).toHaveLength(2);
  });
});
