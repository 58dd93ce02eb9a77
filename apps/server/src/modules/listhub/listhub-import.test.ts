import { Readable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/messages/messages';
import type { TListhubReport } from '@app/shared/listhub/listhub.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { accounts, listingEvents, listings } from '../../db/schema/index';
import { seedAccount, seedListing } from '../../seed/factories';
import { BROKEN_EVERY, listhubSampleFeed, sampleBreakage } from '../../seed/listhub-sample';
import { importFeed, runImport } from './listhub-import.service';
import { good, testFeed, type TestRecord } from './listhub.fixtures';
import { insertImport } from './listhub.repo';

const { app, db } = await createTestApp();
const admin = await seedRoleAccount(db, 'admin');
const adminClient = await clientAs(app, admin);
const agentA = await seedAccount(db, { email: 'ana.agent@example.com' });
const agentB = await seedAccount(db, { email: 'ben.broker@example.com' });

const XML = { 'content-type': 'application/xml' };

/** Uploads a feed as an admin and waits for its import to finish; resolves with the report. */
async function importAndWait(records: TestRecord[], full = true): Promise<TListhubReport> {
  const started = await adminClient.post(`/api/v1/listhub/imports${full ? '' : '?full=false'}`, testFeed(records), XML);
  expect(started.statusCode, started.body).toBe(201);
  return waitFor(started.json().data.file);
}

async function waitFor(file: string): Promise<TListhubReport> {
  await app.deps.outbox.drain();
  const report = (await adminClient.get(`/api/v1/listhub/imports/${file}`)).json().data as TListhubReport;
  expect(report.status).toBe('done');
  return report;
}

/** An import stored and recorded as running, but not queued: the test runs it (the outbox would). */
async function queuedByHand(file: string, xml: string, total: number) {
  const storageKey = `private/listhub/${file}`;
  await app.deps.storage.putObject(storageKey, Buffer.from(xml), 'application/xml');
  return insertImport(db, { file, storageKey, full: false, total, startedBy: admin.id });
}

const byKey = async (key: string) => (await db.select().from(listings).where(eq(listings.listingKey, key)))[0];

describe('ListHub import', () => {
  let secondFile = '';

  it('a feed with good, changed, missing and broken records gives the exact report', async () => {
    const first = await importAndWait([
      good('K1', agentA.email),
      good('K2', agentA.email),
      good('K3', agentA.email),
      good('K4', 'BEN.BROKER@example.com'),
      good('K5', agentA.email, { price: undefined }),
      good('K6', 'nobody@example.net'),
      good(undefined as unknown as string, agentA.email, { key: undefined }),
    ]);
    expect(first.counts).toEqual({ created: 4, updated: 0, unchanged: 0, expired: 0, rejected: 3 });
    expect(first).toMatchObject({ total: 7, processed: 7 });
    expect(first.rejects).toEqual([
      { line: 7, listingKey: 'K5', reason: 'missing-field', detail: 'ListPrice' },
      { line: 8, listingKey: 'K6', reason: 'no-account-for-email', detail: 'nobody@example.net' },
      { line: 9, listingKey: null, reason: 'missing-listing-key', detail: 'ListingKey' },
    ]);
    const k4 = await byKey('K4');
    expect(k4).toMatchObject({
      ownerId: agentB.id,
      listhubEmail: 'ben.broker@example.com',
      status: 'active',
      complete: true,
      priceMinor: 45_000_000,
    });
    expect(await byKey('K5')).toBeUndefined();

    const second = await importAndWait([
      good('K1', agentA.email),
      good('K2', agentA.email, { price: '425000.00' }),
      good('K4', agentB.email),
      good('K7', agentB.email, { type: 'Condominium' }),
      good('K8', agentB.email, { type: 'Castle' }),
      good('K9', agentB.email, { beds: 'three' }),
    ]);
    secondFile = second.file;
    expect(second.counts).toEqual({ created: 1, updated: 1, unchanged: 2, expired: 1, rejected: 2 });
    expect(second.rejects).toEqual([
      { line: 7, listingKey: 'K8', reason: 'unknown-property-type', detail: 'Castle' },
      { line: 8, listingKey: 'K9', reason: 'invalid-number', detail: 'Bedrooms: three' },
    ]);
    expect(await byKey('K2')).toMatchObject({ priceMinor: 42_500_000, status: 'active' });
    expect(await byKey('K7')).toMatchObject({ propertyType: 'condo', status: 'active' });
    const k3 = await byKey('K3');
    expect(k3?.status).toBe('expired');
    const [expiry] = await db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.entityId, k3!.id), eq(listingEvents.action, 'expire')));
    expect(expiry).toMatchObject({ fromStatus: 'active', toStatus: 'expired', reason: 'missing-from-feed', actorRelation: 'system' });
  });

  it('a re-import of the same file is idempotent: everything unchanged, nothing created twice', async () => {
    const before = await db
      .select({ id: listings.id, updatedAt: listings.updatedAt })
      .from(listings)
      .where(like(listings.listingKey, 'K%'));
    const started = await adminClient.post('/api/v1/listhub/imports/from-file', { file: secondFile });
    expect(started.statusCode, started.body).toBe(201);
    const again = await waitFor(started.json().data.file);
    expect(again.counts).toEqual({ created: 0, updated: 0, unchanged: 4, expired: 0, rejected: 2 });
    const after = await db.select({ id: listings.id, updatedAt: listings.updatedAt }).from(listings).where(like(listings.listingKey, 'K%'));
    expect(after).toEqual(before);
    // The admin console's audit log names who started it and the file, whose report it links to.
    const logged = (await adminClient.get('/api/v1/admin/audit?action=listhub.import')).json().data;
    expect(logged.events[0]).toMatchObject({ actorEmail: admin.email, action: 'listhub.import', targetLabel: again.file });
  });

  it('a listing the feed brings back goes online again; one it marks off the market expires', async () => {
    const report = await importAndWait(
      [good('K3', agentA.email), good('K1', agentA.email, { status: 'Sold' }), good('K10', agentA.email, { status: 'Sold' })],
      false,
    );
    expect(report.counts).toEqual({ created: 0, updated: 1, unchanged: 0, expired: 1, rejected: 1 });
    expect(report.rejects).toEqual([{ line: 5, listingKey: 'K10', reason: 'not-active', detail: 'Sold' }]);
    expect((await byKey('K3'))?.status).toBe('active');
    expect((await byKey('K1'))?.status).toBe('expired');
    // A partial feed expires nothing it leaves out.
    expect((await byKey('K2'))?.status).toBe('active');
  });

  it('a crash mid-import (stopped after 70 records) resumes where it stopped and ends with the same result', async () => {
    const count = 100;
    const xml = listhubSampleFeed({ count, agentEmails: [agentA.email, agentB.email], keyPrefix: 'CR' });
    // Queued as an admin's upload would be, then run by hand instead of the outbox.
    const queued = await importFeed(app.deps, { accountId: admin.id, email: admin.email }, Readable.from([xml]), false);
    await app.deps.outbox.drain().catch(() => undefined);
    const broken = Array.from({ length: count }, (_, n) => sampleBreakage(n)).filter(Boolean).length;
    expect(broken).toBe(Math.floor(count / BROKEN_EVERY));
    const report = (await adminClient.get(`/api/v1/listhub/imports/${queued.file}`)).json().data as TListhubReport;
    expect(report.status).toBe('done');
    expect(report.counts).toEqual({ created: count - broken, updated: 0, unchanged: 0, expired: 0, rejected: broken });
    expect(report.rejects.map((r) => r.reason)).toEqual(['missing-field', 'invalid-price', 'missing-listing-key', 'unknown-property-type']);

    // The same feed under other keys, stopped after 70 records as a crash would stop it, then resumed.
    const crashed = await queuedByHand('crash-test.xml', xml.replaceAll('>CR1', '>RS1'), count);
    expect(await runImport(app.deps, crashed.id, { stopAfter: 70 })).toBe('stopped');
    const half = (await adminClient.get(`/api/v1/listhub/imports/${crashed.file}`)).json().data as TListhubReport;
    expect(half).toMatchObject({ status: 'running', processed: 70, total: count });
    expect(half.counts.created + half.counts.rejected).toBe(70);
    expect(await runImport(app.deps, crashed.id)).toBe('done');
    const resumed = (await adminClient.get(`/api/v1/listhub/imports/${crashed.file}`)).json().data as TListhubReport;
    expect(resumed.counts).toEqual(report.counts);
    expect(resumed.rejects.map((r) => r.line)).toEqual(report.rejects.map((r) => r.line));
    expect(await db.$count(listings, like(listings.listingKey, 'RS%'))).toBe(count - broken);
    // Running it once more changes nothing: it is done.
    expect(await runImport(app.deps, crashed.id)).toBe('not-running');
  });

  it("saves a ListHub listing only for the account whose email is the feed's agent email", async () => {
    const site = await seedListing(db, { listingKey: 'SITE-1', listhubEmail: null });
    const report = await importAndWait([good('SITE-1', agentA.email), good('EM1', agentA.email)], false);
    expect(report.rejects).toEqual([{ line: 3, listingKey: 'SITE-1', reason: 'key-not-from-listhub', detail: 'SITE-1' }]);
    expect((await byKey('SITE-1'))?.ownerId).toBe(site.ownerId);

    const em1 = await byKey('EM1');
    expect(em1?.ownerId).toBe(agentA.id);
    // The agent's account no longer has the feed's email: the wizard refuses to save the listing.
    await db.update(accounts).set({ email: 'ana.new@example.com', emailVerifiedAt: new Date() }).where(eq(accounts.id, agentA.id));
    const agentClient = await clientAs(app, agentA);
    const refused = await agentClient.put(`/api/v1/properties/${em1!.id}`, { title: 'Renamed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: MESSAGES.listhubEmailMismatch });
    // And the feed no longer finds an account for the email: its record is refused, the listing left as it was.
    const later = await importAndWait([good('EM1', agentA.email, { price: '1.00' })], false);
    expect(later.rejects).toEqual([{ line: 3, listingKey: 'EM1', reason: 'no-account-for-email', detail: 'ana.agent@example.com' }]);
    expect((await byKey('EM1'))?.priceMinor).toBe(45_000_000);
    await db.update(accounts).set({ email: 'ana.agent@example.com' }).where(eq(accounts.id, agentA.id));
  });

  it('rejects a ListingKey the file already gave, an invalid agent email and an unknown country, each with its reason', async () => {
    const report = await importAndWait(
      [
        good('DUP1', agentA.email),
        good('DUP1', agentA.email, { price: '1.00' }),
        good('BADMAIL', 'not-an-email'),
        good('ATLANTIS', agentA.email, { country: 'Atlantis' }),
      ],
      false,
    );
    expect(report.counts).toMatchObject({ created: 1, rejected: 3 });
    expect(report.rejects).toEqual([
      { line: 4, listingKey: null, reason: 'duplicate-listing-key', detail: 'DUP1' },
      { line: 5, listingKey: 'BADMAIL', reason: 'invalid-agent-email', detail: 'not-an-email' },
      { line: 6, listingKey: 'ATLANTIS', reason: 'unknown-country', detail: 'Atlantis' },
    ]);
    expect((await byKey('DUP1'))?.priceMinor).toBe(45_000_000);
  });

  it('refuses a file that is not a ListHub feed, and a second import while one runs', async () => {
    const bad = await adminClient.post('/api/v1/listhub/imports', '<Listings><Listing>', XML);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringContaining('This file is not a ListHub feed') });
    const notFeed = await adminClient.post('/api/v1/listhub/imports', '<rss></rss>', XML);
    expect(notFeed.statusCode).toBe(400);

    const running = await queuedByHand('running-test.xml', testFeed([good('RUN1', agentB.email)]), 1);
    const second = await adminClient.post('/api/v1/listhub/imports?full=false', testFeed([good('RUN2', agentB.email)]), XML);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, message: MESSAGES.listhubImportRunning });
    expect(await runImport(app.deps, running.id)).toBe('done');
  });

  it('only admins start imports and read reports', async () => {
    const visitor = await clientAs(app, null);
    const user = await clientAs(app, await seedRoleAccount(db, 'professional'));
    expect((await visitor.post('/api/v1/listhub/imports', testFeed([]), XML)).statusCode).toBe(401);
    expect((await user.post('/api/v1/listhub/imports', testFeed([good('NO1', agentB.email)]), XML)).statusCode).toBe(403);
    expect((await user.get(`/api/v1/listhub/imports/${secondFile}`)).statusCode).toBe(403);
    expect((await user.get('/api/v1/listhub/imports')).statusCode).toBe(403);
    expect((await adminClient.get('/api/v1/listhub/imports/no-such-file.xml')).statusCode).toBe(404);
    // Admins list the latest imports, newest first, without their rejected records.
    const list = (await adminClient.get('/api/v1/listhub/imports')).json().data as { file: string; rejects?: unknown }[];
    expect(list.map((item) => item.file)).toContain(secondFile);
    expect(list[0]).not.toHaveProperty('rejects');
    expect(await byKey('NO1')).toBeUndefined();
  });
});
