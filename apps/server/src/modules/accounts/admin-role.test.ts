import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, linkIn, signUp, signUpVerified, type HttpClient } from '../../../test/http-client';
import { accounts } from '../../db/schema/index';

const first = await createTestApp({ adminEmails: ['boss@example.com', 'deputy@example.com', 'squatted@example.com'] });

const adminFlag = async (client: HttpClient) => (await client.get('/api/v1/account')).json().data.roles.admin;

/** Follows the verification link mailed to `email`, on `client`. */
async function verify(client: HttpClient, email: string) {
  const link = linkIn((await latestMail(first.app, email))?.text, 'http://localhost:3000/verification/');
  expect((await client.post(`/api/v1/account/verify/${link.split('/').pop()}`)).statusCode).toBe(200);
}

describe('the admin role from ADMIN_EMAILS', () => {
  it('is not granted at sign-up, only once the listed email is verified', async () => {
    const squatter = httpClient(first.app);
    const { account } = await signUp(squatter, { email: 'squatted@example.com' });
    expect(await adminFlag(squatter)).toBe(false);
    const other = httpClient(first.app);
    const { account: target } = await signUpVerified(first.app, other);
    const attempt = await squatter.put(`/api/v1/admin/accounts/${target._id}/roles`, { role: 'admin', grant: true, why: 'Joins support' });
    expect(attempt.statusCode).toBe(403);
    expect((await first.db.select().from(accounts).where(eq(accounts.id, account._id)))[0]?.isAdmin).toBe(false);

    await verify(squatter, 'squatted@example.com');
    expect(await adminFlag(squatter)).toBe(true);
    expect(
      (await squatter.put(`/api/v1/admin/accounts/${target._id}/roles`, { role: 'admin', grant: true, why: 'Joins support' })).statusCode,
    ).toBe(200);
  });

  it('gives an unverified account flagged admin no admin rights', async () => {
    const client = httpClient(first.app);
    const { account } = await signUp(client);
    await first.db.update(accounts).set({ isAdmin: true }).where(eq(accounts.id, account._id));
    expect(await adminFlag(client)).toBe(false);
    const res = await client.put(`/api/v1/admin/accounts/${account._id}/roles`, { role: 'admin', grant: true, why: 'Joins support' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'Verify your account to access this feature', code: 'VERIFICATION_REQUIRED' });
  });

  it('is taken away at the next start when the email leaves the list; a role another admin granted stays', async () => {
    const boss = httpClient(first.app);
    await signUpVerified(first.app, boss, { email: 'boss@example.com' });
    const deputy = httpClient(first.app);
    await signUpVerified(first.app, deputy, { email: 'deputy@example.com' });
    const staff = httpClient(first.app);
    const { account: staffAccount } = await signUpVerified(first.app, staff);
    expect(await adminFlag(boss)).toBe(true);
    expect(await adminFlag(deputy)).toBe(true);
    expect(
      (await boss.put(`/api/v1/admin/accounts/${staffAccount._id}/roles`, { role: 'admin', grant: true, why: 'Joins support' })).statusCode,
    ).toBe(200);
    const unverified = httpClient(first.app);
    const { account: unverifiedAccount } = await signUp(unverified);
    await first.db.update(accounts).set({ isAdmin: true }).where(eq(accounts.id, unverifiedAccount._id));

    // The next start lists only the boss.
    const next = await createTestApp({ adminEmails: ['boss@example.com'] }, { database: first.database });
    const roleOf = async (email: string) =>
      (await next.db.select({ isAdmin: accounts.isAdmin }).from(accounts).where(eq(accounts.email, email)))[0]?.isAdmin;
    expect(await roleOf('boss@example.com')).toBe(true);
    expect(await roleOf('deputy@example.com')).toBe(false);
    expect(await roleOf((await next.db.select().from(accounts).where(eq(accounts.id, staffAccount._id)))[0]?.email ?? '')).toBe(true);
    expect((await next.db.select().from(accounts).where(eq(accounts.id, unverifiedAccount._id)))[0]?.isAdmin).toBe(false);
  });
});
