import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, signUp, signUpVerified } from '../../../test/http-client';
import { accounts, listings, newsletterSubscriptions } from '../../db/schema/index';
import { seedListing } from '../../seed/factories';

const { app, db } = await createTestApp({ adminEmails: ['boss@example.com'] });

describe('GET and PUT /api/v1/account', () => {
  it('updates the profile settings and returns them', async () => {
    const client = httpClient(app);
    await signUp(client);
    const res = await client.put('/api/v1/account', {
      name: { firstName: 'Lucía', lastName: 'Gómez' },
      gender: 'prefer-not-to-answer',
      dateOfBirth: '1988-02-29',
      phone: '(415) 555-0147',
      preferredLanguage: 'es',
      preferredCurrency: 'EUR',
      timeZone: 'gmt+05:30',
      profession: 'lawyer',
      country: 'mx',
      locale: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: { firstName: 'Lucía', lastName: 'Gómez' },
      profile: {
        gender: 'prefer-not-to-answer',
        dateOfBirth: '1988-02-29',
        phone: '+14155550147',
        preferredLanguage: 'es',
        preferredCurrency: 'EUR',
        timeZone: 'gmt+05:30',
        profession: 'lawyer',
        country: 'mx',
        locale: 'es',
      },
    });
  });

  it('rejects bad profile values with their field messages', async () => {
    const client = httpClient(app);
    await signUp(client);
    const res = await client.put('/api/v1/account', {
      phone: '12ab',
      dateOfBirth: '2999-01-01',
      timeZone: 'gmt+04:30',
      name: { firstName: '', lastName: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ phone: 'Invalid Phone Number', 'name.firstName': 'This field is required.' });
    expect(res.json().fields.dateOfBirth).toBeTruthy();
    expect(res.json().fields.timeZone).toBeTruthy();
  });

  it('sends the country header, from the CDN when present', async () => {
    const client = httpClient(app);
    await signUp(client);
    expect((await client.get('/api/v1/account')).headers['x-user-country']).toBe('us');
    expect((await client.get('/api/v1/account', { 'cf-ipcountry': 'TW' })).headers['x-user-country']).toBe('tw');
  });

  it("keeps each person's account to themselves: a PUT only ever changes the caller's own", async () => {
    const alice = httpClient(app);
    const bob = httpClient(app);
    const a = await signUp(alice, { firstName: 'Alice' });
    await signUp(bob, { firstName: 'Bob' });
    await bob.put('/api/v1/account', { name: { firstName: 'Mallory', lastName: 'X' } });
    const [row] = await db.select().from(accounts).where(eq(accounts.id, a.account._id));
    expect(row?.firstName).toBe('Alice');
    expect((await alice.get('/api/v1/account')).json().data.name.firstName).toBe('Alice');
  });
});

describe('saved and hidden listings', () => {
  it('stores savedProps and hidden; ids of drafts by others and unknown ids are dropped', async () => {
    const client = httpClient(app);
    await signUp(client);
    const one = await seedListing(db);
    const two = await seedListing(db);
    const othersDraft = await seedListing(db, { status: 'draft', complete: false });
    const res = await client.put('/api/v1/account', {
      savedProps: [two.id, one.id, othersDraft.id, '00000000-0000-4000-8000-000000000000'],
      hidden: [othersDraft.id, one.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.savedProps.sort()).toEqual([one.id, two.id].sort());
    expect(res.json().data.hidden).toEqual([one.id]);
    const cleared = await client.put('/api/v1/account', { savedProps: [two.id] });
    expect(cleared.json().data.savedProps).toEqual([two.id]);
  });

  it('POST /saved-properties/multi returns the public listings among the ids, in their order', async () => {
    const a = await seedListing(db);
    const b = await seedListing(db);
    const draft = await seedListing(db, { status: 'draft', complete: false });
    const res = await httpClient(app).post('/api/v1/saved-properties/multi', { ids: [b.id, draft.id, a.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((card: { _id: string }) => card._id)).toEqual([b.id, a.id]);
  });
});

describe('DELETE /api/v1/account', () => {
  it('needs the account email typed and the password', async () => {
    const client = httpClient(app);
    const { email } = await signUp(client);
    const wrongEmail = await client.delete('/api/v1/account', {
      confirmEmail: 'someone@example.com',
      password: encodePassword('Sunny-Day-42'),
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().fields.confirmEmail).toBe('The email does not match your account.');
    const wrongPassword = await client.delete('/api/v1/account', { confirmEmail: email, password: encodePassword('Nope-Nope-1') });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Incorrect Password');
  });

  it('deletes the account with its listings, lists, sessions and newsletter subscription, and says goodbye by mail', async () => {
    const client = httpClient(app);
    const { email, password, account } = await signUp(client);
    const listing = await seedListing(db, { ownerId: account._id });
    await app.inject({ method: 'POST', url: '/api/v1/email/subscribe', headers: { 'x-requested-with': 'fetch' }, payload: { email } });
    const res = await client.delete('/api/v1/account', { confirmEmail: email, password: encodePassword(password) });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(accounts).where(eq(accounts.id, account._id))).toEqual([]);
    expect(await db.select().from(listings).where(eq(listings.id, listing.id))).toEqual([]);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);
    expect((await client.get('/api/v1/account')).statusCode).toBe(401);
    expect((await latestMail(app, email))?.template).toBe('account-deleted');
  });
});

describe('roles', () => {
  it('grants admin from ADMIN_EMAILS once the email is verified, and only an admin may grant it to another', async () => {
    const boss = httpClient(app);
    const { account: bossAccount } = await signUpVerified(app, boss, { email: 'boss@example.com' });
    expect((await boss.get('/api/v1/account')).json().data.roles.admin).toBe(true);
    const staff = httpClient(app);
    const { account: staffAccount } = await signUpVerified(app, staff);
    expect(
      (await staff.put(`/api/v1/admin/accounts/${bossAccount._id}/roles`, { role: 'admin', grant: false, why: 'Coup' })).statusCode,
    ).toBe(403);
    const grant = await boss.put(`/api/v1/admin/accounts/${staffAccount._id}/roles`, { role: 'admin', grant: true, why: 'Joins support' });
    expect(grant.json().data).toMatchObject({ _id: staffAccount._id, admin: true });
    expect((await staff.get('/api/v1/account')).json().data.roles.admin).toBe(true);
  });

  it('answers visitors 401 on every account call', async () => {
    const visitor = httpClient(app);
    expect((await visitor.put('/api/v1/account', { gender: 'male' })).statusCode).toBe(401);
    expect((await visitor.delete('/api/v1/account', { confirmEmail: 'a@example.com' })).statusCode).toBe(401);
    expect((await visitor.put('/api/v1/account/password', { currentPassword: 'eA==', newPassword: 'eA==' })).statusCode).toBe(401);
  });
});
