import type { TAdminReportGroup } from '@app/shared/listing-reports/listing-reports.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { adminAudit, listingReportEvents, listingReports, listings } from '../../db/schema/index';
import { LIMITS } from '../../platform/rate-limit/limits';
import { seedListing } from '../../seed/factories';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const liveListing = (overrides: Parameters<typeof seedListing>[1] = {}) =>
  seedListing(db, { status: 'active', complete: true, hidden: false, publishedAt: new Date(), ...overrides });
const reportsOf = (listingId: string) => db.select().from(listingReports).where(eq(listingReports.listingId, listingId));
const auditOf = (listingId: string) => db.select().from(adminAudit).where(eq(adminAudit.targetId, listingId));

describe('POST properties/{id}/reports', () => {
  it('files a visitor’s report with the email they gave, open, with its first log entry', async () => {
    const listing = await liveListing();
    const res = await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, {
      reason: 'scam',
      details: '  Asks for a wire transfer before any viewing  ',
      email: 'Wei@Example.com',
      locale: 'zh-Hant',
    });
    expect(res.statusCode).toBe(201);
    const [report] = await reportsOf(listing.id);
    expect(report).toMatchObject({
      id: res.json().data._id,
      reason: 'scam',
      details: 'Asks for a wire transfer before any viewing',
      email: 'wei@example.com',
      reporterAccountId: null,
      locale: 'zh-Hant',
      status: 'open',
    });
    const events = await db.select().from(listingReportEvents).where(eq(listingReportEvents.entityId, report!.id));
    expect(events).toMatchObject([{ action: 'open', fromStatus: 'none', toStatus: 'open', actorRelation: 'visitor' }]);
  });

  it("answers Other without details, a bad email and a long text with the spec's field messages", async () => {
    const listing = await liveListing();
    const visitor = httpClient(app);
    const other = await visitor.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'other', details: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ success: false, fields: { details: MESSAGES.required } });
    const bad = await visitor.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'duplicate', email: 'wei@' });
    expect(bad.json().fields).toEqual({ email: MESSAGES.emailInvalid });
    const long = await visitor.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'offensive', details: 'x'.repeat(1001) });
    expect(long.json().fields).toEqual({ details: 'At most 1000 characters' });
    const none = await visitor.post(`/api/v1/properties/${listing.id}/reports`, {});
    expect(none.json().fields).toEqual({ reason: MESSAGES.required });
    expect(await reportsOf(listing.id)).toEqual([]);
  });

  it('keeps one open report per account and listing, and refuses the owner', async () => {
    const owner = await seedRoleAccount(db, 'stranger');
    const listing = await liveListing({ ownerId: owner.id });
    const reader = await clientAs(app, await seedRoleAccount(db, 'stranger'));
    const first = await reader.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'not-available', email: 'ignored@example.com' });
    expect(first.statusCode).toBe(201);
    const again = await reader.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'wrong-information' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'LISTING_ALREADY_REPORTED', message: MESSAGES.listingAlreadyReported });
    const own = await (await clientAs(app, owner)).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'duplicate' });
    expect(own.json()).toMatchObject({ code: 'REPORT_OWN_LISTING', message: MESSAGES.reportOwnListing });
    const rows = await reportsOf(listing.id);
    expect(rows).toHaveLength(1);
    // A signed-in reader is reached at their account's address, not one typed in.
    expect(rows[0]?.email).toBeNull();

    // Once the report is closed the reader may report the listing again.
    await admin.post(`/api/v1/admin/reports/listings/${listing.id}/dismiss`, { why: 'Still for sale' });
    expect((await reader.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'not-available' })).statusCode).toBe(201);
  });

  it('is not found on a listing the reader may not see (a draft)', async () => {
    const draft = await seedListing(db, { status: 'draft' });
    const res = await httpClient(app).post(`/api/v1/properties/${draft.id}/reports`, { reason: 'scam' });
    expect(res.statusCode).toBe(404);
  });

  it('limits the reports from one address and one account', async () => {
    const listing = await liveListing();
    const visitor = httpClient(app, { remoteAddress: '203.0.113.82' });
    for (let i = 0; i < LIMITS.listingReportsPerIp.limit; i++)
      expect((await visitor.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'duplicate' })).statusCode).toBe(201);
    const limited = await visitor.post(`/api/v1/properties/${listing.id}/reports`, { reason: 'duplicate' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests });

    const reader = await clientAs(app, await seedRoleAccount(db, 'stranger'));
    for (let i = 0; i < LIMITS.listingReportsPerAccount.limit; i++) {
      const other = await liveListing();
      expect((await reader.post(`/api/v1/properties/${other.id}/reports`, { reason: 'duplicate' })).statusCode).toBe(201);
    }
    const tooMany = await reader.post(`/api/v1/properties/${(await liveListing()).id}/reports`, { reason: 'duplicate' });
    expect(tooMany.statusCode).toBe(429);
  });
});

describe('the admin queue', () => {
  it('is for admins only: others are refused and change nothing', async () => {
    const listing = await liveListing();
    await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'scam' });
    const visitor = httpClient(app);
    expect((await visitor.get('/api/v1/admin/reports')).statusCode).toBe(401);
    for (const role of ['stranger', 'professional'] as const) {
      const caller = await clientAs(app, await seedRoleAccount(db, role));
      expect((await caller.get('/api/v1/admin/reports')).statusCode).toBe(403);
      expect((await caller.post(`/api/v1/admin/reports/listings/${listing.id}/dismiss`, { why: 'x' })).statusCode).toBe(403);
      expect((await caller.post(`/api/v1/admin/reports/listings/${listing.id}/take-down`, { why: 'x' })).statusCode).toBe(403);
    }
    expect((await reportsOf(listing.id)).map((r) => r.status)).toEqual(['open']);
    expect((await db.select().from(listings).where(eq(listings.id, listing.id)))[0]?.status).toBe('active');
  });

  it('groups open reports by listing with their reasons, newest or most reported first, and counts them on the overview', async () => {
    const before = (await admin.get('/api/v1/admin/overview')).json().data.openReports;
    const many = await liveListing({ title: 'Reported three times' });
    const once = await liveListing({ title: 'Reported once' });
    const reader = await clientAs(app, await seedRoleAccount(db, 'stranger'));
    await reader.post(`/api/v1/properties/${many.id}/reports`, { reason: 'scam', details: 'Wire transfer' });
    await httpClient(app).post(`/api/v1/properties/${many.id}/reports`, { reason: 'scam', email: 'ana@example.com' });
    await httpClient(app).post(`/api/v1/properties/${many.id}/reports`, { reason: 'duplicate' });
    await httpClient(app).post(`/api/v1/properties/${once.id}/reports`, { reason: 'offensive' });

    const order = async (sort: string) =>
      ((await admin.get(`/api/v1/admin/reports?sort=${sort}`)).json().data.groups as TAdminReportGroup[])
        .map((g) => g.listing._id)
        .filter((id) => id === many.id || id === once.id);
    expect(await order('newest')).toEqual([once.id, many.id]);
    expect(await order('most')).toEqual([many.id, once.id]);
    const queue = (await admin.get('/api/v1/admin/reports?sort=most')).json().data;
    const group = queue.groups.find((g: TAdminReportGroup) => g.listing._id === many.id);
    expect(group).toMatchObject({
      listing: { _id: many.id, title: 'Reported three times', status: 'active' },
      openReports: 3,
      reasons: [
        { reason: 'scam', count: 2 },
        { reason: 'duplicate', count: 1 },
      ],
      actions: ['dismiss', 'take-down'],
    });
    expect(group.reports.map((r: { contact: string | null }) => r.contact)).toEqual([null, 'ana@example.com', expect.any(String)]);
    expect(group.reports[2]).toMatchObject({ signedIn: true, details: 'Wire transfer' });
    expect((await admin.get('/api/v1/admin/overview')).json().data.openReports).toBe(before + 4);
  });

  it('dismisses a listing’s open reports with a note: each report logged, one audit entry, the listing untouched', async () => {
    const listing = await liveListing({ title: 'Fine listing' });
    await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'wrong-information' });
    await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'duplicate' });
    const noNote = await admin.post(`/api/v1/admin/reports/listings/${listing.id}/dismiss`, { why: ' ' });
    expect(noNote.json().fields).toEqual({ why: MESSAGES.reasonRequired });

    const res = await admin.post(`/api/v1/admin/reports/listings/${listing.id}/dismiss`, { why: 'Checked with the owner: correct' });
    expect(res.json().data).toEqual({ closed: 2 });
    const rows = await reportsOf(listing.id);
    expect(rows.map((r) => [r.status, r.closeNote])).toEqual([
      ['dismissed', 'Checked with the owner: correct'],
      ['dismissed', 'Checked with the owner: correct'],
    ]);
    const events = await db
      .select()
      .from(listingReportEvents)
      .where(and(eq(listingReportEvents.action, 'dismiss')));
    expect(events.filter((e) => rows.some((r) => r.id === e.entityId))).toHaveLength(2);
    expect((await auditOf(listing.id)).map((e) => [e.action, e.targetLabel, e.reason])).toEqual([
      ['listing-report.dismiss', 'Fine listing', 'Checked with the owner: correct'],
    ]);
    expect((await db.select().from(listings).where(eq(listings.id, listing.id)))[0]?.status).toBe('active');
    // Nothing left open: a second decision (another admin, a double click) is refused.
    const again = await admin.post(`/api/v1/admin/reports/listings/${listing.id}/dismiss`, { why: 'Again' });
    expect(again.json()).toMatchObject({ code: 'STATE_CHANGED', message: MESSAGES.stateChanged });
  });

  it('takes a reported listing down in one move: the owner reads and is mailed why, the reports are actioned, both logged', async () => {
    const owner = await seedRoleAccount(db, 'stranger');
    const listing = await liveListing({ ownerId: owner.id, title: 'Too good to be true' });
    await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'scam' });

    const res = await admin.post(`/api/v1/admin/reports/listings/${listing.id}/take-down`, { why: 'Asks for money before a viewing' });
    expect(res.json().data).toEqual({ closed: 1 });
    expect((await db.select().from(listings).where(eq(listings.id, listing.id)))[0]?.status).toBe('inactive');
    expect((await reportsOf(listing.id)).map((r) => r.status)).toEqual(['actioned']);
    expect((await auditOf(listing.id)).map((e) => e.action).sort()).toEqual(['listing-report.action', 'listing.take-down']);
    const mail = await latestMail(app, owner.email);
    expect(mail).toMatchObject({ template: 'listing-taken-down' });
    expect(mail?.text).toContain('Asks for money before a viewing');
    const history = (await (await clientAs(app, owner)).get(`/api/v1/properties/${listing.id}/overview`)).json().data.history;
    expect(history[0]).toMatchObject({ action: 'take-down', reason: 'Asks for money before a viewing' });
    // The queue no longer shows it.
    const queue = (await admin.get('/api/v1/admin/reports')).json().data;
    expect(queue.groups.some((g: { listing: { _id: string } }) => g.listing._id === listing.id)).toBe(false);
  });

  it('closes the reports of a listing already taken down without taking it down again', async () => {
    const listing = await liveListing();
    await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'offensive' });
    await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: 'Offensive photos' });
    const res = await admin.post(`/api/v1/admin/reports/listings/${listing.id}/take-down`, { why: 'Already down' });
    expect(res.json().data).toEqual({ closed: 1 });
    expect((await auditOf(listing.id)).filter((e) => e.action === 'listing.take-down')).toHaveLength(1);
    expect((await reportsOf(listing.id)).map((r) => r.status)).toEqual(['actioned']);
  });

  it('refuses to take down a listing under offer and leaves its reports open', async () => {
    const listing = await liveListing({ status: 'under-offer' });
    await httpClient(app).post(`/api/v1/properties/${listing.id}/reports`, { reason: 'not-available' });
    const queue = (await admin.get('/api/v1/admin/reports')).json().data;
    expect(queue.groups.find((g: { listing: { _id: string } }) => g.listing._id === listing.id)?.actions).toEqual(['dismiss']);
    const res = await admin.post(`/api/v1/admin/reports/listings/${listing.id}/take-down`, { why: 'Sold' });
    expect(res.statusCode).toBe(409);
    expect((await reportsOf(listing.id)).map((r) => r.status)).toEqual(['open']);
    expect(await auditOf(listing.id)).toEqual([]);
  });
});
