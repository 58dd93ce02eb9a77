import { MESSAGES } from '@app/shared/messages/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { latestMail } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { accounts, adminAudit, devMailbox, listings, professionalProfiles } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';
import { seedProfessionalProfile } from '../professionals/professionals.fixtures';

const { app, db } = await createTestApp();
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);

/** The audit rows about one target, oldest first. */
const auditOf = async (targetId: string) =>
  (await db.select().from(adminAudit).where(eq(adminAudit.targetId, targetId))).sort((a, b) => a.at.getTime() - b.at.getTime());

describe('admin console: only admins', () => {
  it.each(['user', 'stranger', 'professional'] as const)('a %s gets 403 from every admin route, and changes nothing', async (role) => {
    const caller = await clientAs(app, await seedRoleAccount(db, role));
    const target = await seedRoleAccount(db, 'stranger');
    const expected = role === 'user' ? 'VERIFICATION_REQUIRED' : 'FORBIDDEN';
    const answers = [
      await caller.get('/api/v1/admin/overview'),
      await caller.get('/api/v1/admin/accounts?q=example'),
      await caller.put(`/api/v1/admin/accounts/${target.id}/roles`, { role: 'admin', grant: true, why: 'Help out' }),
      await caller.post(`/api/v1/admin/accounts/${target.id}/end-sessions`, { why: 'Help out' }),
      await caller.get('/api/v1/admin/audit'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: expected });
    }
    expect((await db.select().from(accounts).where(eq(accounts.id, target.id)))[0]?.isAdmin).toBe(false);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('a visitor gets 401', async () => {
    const visitor = await clientAs(app, null);
    expect((await visitor.get('/api/v1/admin/overview')).statusCode).toBe(401);
  });
});

describe('overview', () => {
  it('counts what happened since the given time and the professionals waiting, overdue ones apart', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const before = (await admin.get(`/api/v1/admin/overview?since=${encodeURIComponent(since)}`)).json().data;
    const owner = await seedRoleAccount(db, 'stranger');
    await seedListing(db, { ownerId: owner.id, createdAt: new Date() });
    const late = await seedRoleAccount(db, 'stranger');
    await seedProfessionalProfile(db, late.id, { status: 'submitted', profession: 'appraiser' });
    await db
      .update(professionalProfiles)
      .set({ submittedAt: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(professionalProfiles.id, late.id));
    const after = (await admin.get(`/api/v1/admin/overview?since=${encodeURIComponent(since)}`)).json().data;
    expect(after.since).toBe(since);
    expect(after.newListings).toBe(before.newListings + 1);
    expect(after.professionalsWaiting).toBe(before.professionalsWaiting + 1);
    expect(after.professionalsOverdue).toBe(before.professionalsOverdue + 1);
    expect(after).toMatchObject({
      newOffers: expect.any(Number),
      payments: expect.any(Number),
      refunds: expect.any(Number),
      failedDeliveries: expect.any(Number),
    });
    const bad = await admin.get('/api/v1/admin/overview?since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: MESSAGES.invalidInputsPleaseFix });
  });
});

describe('people', () => {
  it('finds an account by email or name', async () => {
    const person = await seedRoleAccount(db, 'stranger');
    await db.update(accounts).set({ firstName: 'Quintessa', lastName: 'Arbuckle' }).where(eq(accounts.id, person.id));
    const byName = (await admin.get('/api/v1/admin/accounts?q=quintessa arb')).json().data;
    expect(byName.map((a: { _id: string }) => a._id)).toEqual([person.id]);
    const byEmail = (await admin.get(`/api/v1/admin/accounts?q=${encodeURIComponent(person.email)}`)).json().data;
    expect(byEmail[0]).toMatchObject({ _id: person.id, admin: false, professional: false, professionalStatus: null, verified: true });
  });

  it('grants and removes the admin role only with why, and logs who and why', async () => {
    const person = await seedRoleAccount(db, 'stranger');
    const noWhy = await admin.put(`/api/v1/admin/accounts/${person.id}/roles`, { role: 'admin', grant: true, why: '  ' });
    expect(noWhy.statusCode).toBe(400);
    expect(noWhy.json().fields).toEqual({ why: MESSAGES.reasonRequired });
    expect(await auditOf(person.id)).toEqual([]);

    const granted = await admin.put(`/api/v1/admin/accounts/${person.id}/roles`, { role: 'admin', grant: true, why: 'Joins support' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ admin: true });
    // The new admin reaches the console at once.
    expect((await (await clientAs(app, person)).get('/api/v1/admin/overview')).statusCode).toBe(200);
    await admin.put(`/api/v1/admin/accounts/${person.id}/roles`, { role: 'admin', grant: false, why: 'Left support' });
    expect((await (await clientAs(app, person)).get('/api/v1/admin/overview')).statusCode).toBe(403);
    expect((await auditOf(person.id)).map((e) => [e.action, e.actorId, e.actorEmail, e.reason, e.targetLabel])).toEqual([
      ['account.grant-admin', adminAccount.id, adminAccount.email, 'Joins support', person.email],
      ['account.remove-admin', adminAccount.id, adminAccount.email, 'Left support', person.email],
    ]);
  });

  it('grants the professional role by verifying the waiting profile, removes it by turning the profile off; both logged', async () => {
    const person = await seedRoleAccount(db, 'stranger');
    const none = await admin.put(`/api/v1/admin/accounts/${person.id}/roles`, {
      role: 'professional',
      grant: true,
      why: 'Checked by phone',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(MESSAGES.professionalNotWaiting);

    await seedProfessionalProfile(db, person.id, { status: 'submitted', profession: 'inspector' });
    const granted = await admin.put(`/api/v1/admin/accounts/${person.id}/roles`, {
      role: 'professional',
      grant: true,
      why: 'Checked by phone',
    });
    expect(granted.json().data).toMatchObject({ professional: true, professionalStatus: 'verified' });
    const removed = await admin.put(`/api/v1/admin/accounts/${person.id}/roles`, {
      role: 'professional',
      grant: false,
      why: 'Licence revoked',
    });
    expect(removed.json().data).toMatchObject({ professional: false, professionalStatus: 'off' });
    expect((await auditOf(person.id)).map((e) => [e.action, e.reason])).toEqual([
      ['professional.approve', 'Checked by phone'],
      ['professional.turn-off', 'Licence revoked'],
    ]);
  });

  it('ends every session of an account, logged with why', async () => {
    const person = await seedRoleAccount(db, 'stranger');
    const phone = await clientAs(app, person);
    const laptop = await clientAs(app, person);
    expect((await admin.get(`/api/v1/admin/accounts?q=${encodeURIComponent(person.email)}`)).json().data[0].activeSessions).toBe(2);
    const res = await admin.post(`/api/v1/admin/accounts/${person.id}/end-sessions`, { why: 'Reported a stolen phone' });
    expect(res.json().data.activeSessions).toBe(0);
    expect((await phone.get('/api/v1/account')).statusCode).toBe(419);
    expect((await laptop.get('/api/v1/account')).statusCode).toBe(419);
    expect((await auditOf(person.id)).map((e) => [e.action, e.reason])).toEqual([['account.end-sessions', 'Reported a stolen phone']]);
  });
});

describe('professional review leaves audit events', () => {
  it('approve and reject are logged with the admin and the reason', async () => {
    const a = await seedRoleAccount(db, 'stranger');
    const b = await seedRoleAccount(db, 'stranger');
    await seedProfessionalProfile(db, a.id, { status: 'submitted', profession: 'appraiser' });
    await seedProfessionalProfile(db, b.id, { status: 'submitted', profession: 'appraiser' });
    expect((await admin.post(`/api/v1/professionals/${a.id}/approve`)).statusCode).toBe(200);
    expect((await admin.post(`/api/v1/professionals/${b.id}/reject`, { reason: 'The licence scan is unreadable.' })).statusCode).toBe(200);
    expect((await auditOf(a.id)).map((e) => [e.action, e.actorId, e.reason])).toEqual([['professional.approve', adminAccount.id, null]]);
    expect((await auditOf(b.id)).map((e) => [e.action, e.actorId, e.reason])).toEqual([
      ['professional.reject', adminAccount.id, 'The licence scan is unreadable.'],
    ]);
  });
});

describe('audit log', () => {
  it('lists events newest first, filtered by actor, action and dates, paged', async () => {
    const other = await seedRoleAccount(db, 'admin');
    const otherClient = await clientAs(app, other);
    const person = await seedRoleAccount(db, 'stranger');
    for (let i = 0; i < 27; i++) await otherClient.post(`/api/v1/admin/accounts/${person.id}/end-sessions`, { why: `Round ${i}` });
    const actor = encodeURIComponent(other.email);
    const first = (await admin.get(`/api/v1/admin/audit?actor=${actor}`)).json().data;
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 27 });
    expect(first.events).toHaveLength(25);
    expect(first.events[0]).toMatchObject({
      actorEmail: other.email,
      action: 'account.end-sessions',
      reason: 'Round 26',
      targetLabel: person.email,
    });
    const second = (await admin.get(`/api/v1/admin/audit?actor=${actor}&page=2`)).json().data;
    expect(second.events.map((e: { reason: string }) => e.reason)).toEqual(['Round 1', 'Round 0']);
    expect((await admin.get(`/api/v1/admin/audit?actor=${actor}&action=account.grant-admin`)).json().data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`/api/v1/admin/audit?actor=${actor}&from=${today}&to=${today}`)).json().data.total).toBe(27);
    expect((await admin.get(`/api/v1/admin/audit?actor=${actor}&to=2020-01-01`)).json().data.total).toBe(0);
    expect((await admin.get('/api/v1/admin/audit?action=drop-tables')).statusCode).toBe(400);
  });
});

describe('listings', () => {
  it('finds any listing, takes it down with why (off the site, the owner reads why), and restores it where it was; both logged', async () => {
    const owner = await seedRoleAccount(db, 'stranger');
    const listing = await seedListing(db, { ownerId: owner.id, title: 'Quayside loft with harbour view', status: 'active' });
    const visitor = await clientAs(app, null);
    const ownerClient = await clientAs(app, owner);
    expect((await visitor.get(`/api/v1/properties/${listing.id}`)).statusCode).toBe(200);

    const found = (await admin.get('/api/v1/admin/listings?q=quayside loft')).json().data;
    expect(found).toEqual([
      expect.objectContaining({ _id: listing.id, status: 'active', ownerEmail: owner.email, actions: ['take-down'] }),
    ]);
    expect((await admin.get(`/api/v1/admin/listings?q=${listing.id}`)).json().data.map((l: { _id: string }) => l._id)).toEqual([
      listing.id,
    ]);

    const noWhy = await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: '' });
    expect(noWhy.statusCode).toBe(400);
    expect(noWhy.json().fields).toEqual({ why: MESSAGES.reasonRequired });

    const down = await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: 'Photos show a different property' });
    expect(down.json().data).toMatchObject({
      status: 'inactive',
      actions: ['restore'],
      takenDownReason: 'Photos show a different property',
    });
    expect((await visitor.get(`/api/v1/properties/${listing.id}`)).statusCode).toBe(404);
    const history = (await ownerClient.get(`/api/v1/properties/${listing.id}/overview`)).json().data.history;
    expect(history[0]).toMatchObject({
      action: 'take-down',
      by: 'admin',
      from: 'active',
      to: 'inactive',
      reason: 'Photos show a different property',
    });
    // The owner cannot put it back themselves.
    const ownerMove = await ownerClient.post(`/api/v1/properties/${listing.id}/actions`, { action: 'move-to-listings' });
    expect(ownerMove.statusCode).toBe(409);
    expect((await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: 'Again' })).statusCode).toBe(409);

    const back = await admin.post(`/api/v1/admin/listings/${listing.id}/restore`, { why: 'Owner sent the right photos' });
    expect(back.json().data).toMatchObject({ status: 'active', actions: ['take-down'], takenDownReason: null });
    expect((await visitor.get(`/api/v1/properties/${listing.id}`)).statusCode).toBe(200);
    expect((await auditOf(listing.id)).map((e) => [e.action, e.targetLabel, e.reason])).toEqual([
      ['listing.take-down', 'Quayside loft with harbour view', 'Photos show a different property'],
      ['listing.restore', 'Quayside loft with harbour view', 'Owner sent the right photos'],
    ]);
  });

  it("mails the owner the take-down's reason and the restore's note in the owner's language, once each, after the commit", async () => {
    const owner = await seedRoleAccount(db, 'stranger');
    await db.update(accounts).set({ locale: 'es', preferredLanguage: null }).where(eq(accounts.id, owner.id));
    const listing = await seedListing(db, { ownerId: owner.id, title: 'Casa del puerto', status: 'active' });

    await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: 'Las fotos son de otra casa' });
    const down = await latestMail(app, owner.email);
    expect(down).toMatchObject({ template: 'listing-taken-down', locale: 'es', subject: 'Tu anuncio «Casa del puerto» fue retirado' });
    expect(down?.text).toContain('Las fotos son de otra casa');
    expect(down?.text).toContain(`/dashboard/listings/${listing.id}/overview`);

    // A refused move (taken down again) mails nothing.
    expect((await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: 'Otra vez' })).statusCode).toBe(409);
    await admin.post(`/api/v1/admin/listings/${listing.id}/restore`, { why: 'Gracias por las fotos correctas' });
    const back = await latestMail(app, owner.email);
    expect(back).toMatchObject({ template: 'listing-restored', subject: 'Tu anuncio «Casa del puerto» fue restablecido' });
    expect(back?.text).toContain('Gracias por las fotos correctas');
    const all = await db.select().from(devMailbox).where(eq(devMailbox.to, owner.email));
    expect(all.map((m) => m.template).sort()).toEqual(['listing-restored', 'listing-taken-down']);
  });

  it('brings a live listing whose plan ended while it was down back expired', async () => {
    const listing = await seedListing(db, { status: 'active', expiresAt: new Date(Date.now() + 60_000) });
    await admin.post(`/api/v1/admin/listings/${listing.id}/take-down`, { why: 'Checking the owner' });
    await db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(listings.id, listing.id));
    const back = await admin.post(`/api/v1/admin/listings/${listing.id}/restore`, { why: 'Checked' });
    expect(back.json().data.status).toBe('expired');
  });
});
