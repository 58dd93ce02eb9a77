import { eq, sql } from 'drizzle-orm';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, linkIn, logIn, signUp } from '../../../test/http-client';
import { accounts, sessions } from '../../db/schema/index';

const { app, db } = await createTestApp();

describe('register (POST /api/v1/account/register)', () => {
  it('creates an unverified account, signs it in with a secure-by-default cookie, and mails a verification link', async () => {
    const client = httpClient(app);
    const res = await client.post('/api/v1/account/register', {
      email: '  Nadia.Haddad@Example.com ',
      password: encodePassword('Olive-Tree-77'),
      accountType: 'individual',
      name: { firstName: 'Nadia', lastName: 'Haddad' },
      locale: 'es',
    });
    expect(res.statusCode).toBe(201);
    const { userObj, message } = res.json().data;
    expect(message).toBe('ok');
    expect(userObj).toMatchObject({
      email: 'nadia.haddad@example.com',
      name: { firstName: 'Nadia', lastName: 'Haddad' },
      verified: false,
      roles: { professional: false, admin: false },
    });
    expect(userObj).not.toHaveProperty('passwordHash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/tn_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const mail = await latestMail(app, 'nadia.haddad@example.com');
    expect(mail?.locale).toBe('es');
    expect(linkIn(mail?.text, 'http://localhost:3000/verification/')).toBeTruthy();
    expect((await client.get('/api/v1/account')).json().data.email).toBe('nadia.haddad@example.com');
  });

  it("answers a taken email with 409 'Email already registered' on the email field", async () => {
    const { email } = await signUp(httpClient(app));
    const res = await httpClient(app).post('/api/v1/account/register', {
      email: email.toUpperCase(),
      password: encodePassword('Olive-Tree-77'),
      accountType: 'individual',
      name: { firstName: 'Other', lastName: 'Person' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_ALREADY_REGISTERED', message: 'Email already registered' });
    expect(res.json().fields.email).toBe('Email already registered');
  });

  it("answers a sign-up whose verification mail cannot be queued with 'There is an issue with email sign up, please try again later', leaving no account", async () => {
    // The database itself refuses the mail (a real failure inside the sign-up transaction).
    await db.execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'mail queue unavailable'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_mail before insert on outbox for each row when (new.topic = 'mail') execute function refuse_mail()`,
    );
    try {
      const res = await httpClient(app).post('/api/v1/account/register', {
        email: 'mail.down@example.com',
        password: encodePassword('Olive-Tree-77'),
        accountType: 'individual',
        name: { firstName: 'Mail', lastName: 'Down' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'EMAIL_SIGN_UP_ISSUE',
        message: 'There is an issue with email sign up, please try again later',
      });
      expect(await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'mail.down@example.com'))).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
  });

  it('enforces the password rules on the server with the combined message', async () => {
    const res = await httpClient(app).post('/api/v1/account/register', {
      email: 'weak@example.com',
      password: encodePassword('password'),
      accountType: 'individual',
      name: { firstName: 'Weak', lastName: 'Password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe(
      'Password must have at least 8 characters, contain a lower case character, upper case letter, a numeric character, and a symbol.',
    );
  });

  it('rejects names with spaces and passwords that are not base64', async () => {
    const res = await httpClient(app).post('/api/v1/account/register', {
      email: 'names@example.com',
      password: '***not base64***',
      accountType: 'individual',
      name: { firstName: 'Mary Ann', lastName: 'Lee' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['name.firstName']).toBe('Please eliminate spaces in name.');
    expect(res.json().fields.password).toBe('Invalid Input');
  });
});

describe('login and sessions', () => {
  it('signs in with a lowercased username and a base64 password', async () => {
    const { email, password } = await signUp(httpClient(app));
    const client = httpClient(app);
    const res = await logIn(client, email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ message: 'ok', userObj: { email } });
  });

  it("answers a wrong password and an unknown email alike: 401 'Incorrect email/password'", async () => {
    const { email } = await signUp(httpClient(app));
    for (const [username, password] of [
      [email, 'Wrong-Pass-1'],
      ['nobody@example.com', 'Wrong-Pass-1'],
    ] as const) {
      const res = await logIn(httpClient(app), username, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'LOGIN_FAILED', message: 'Incorrect email/password' });
    }
  });

  it('rotates the session at sign-in: the cookie from before stops working', async () => {
    const client = httpClient(app);
    const { email, password } = await signUp(client);
    const before = client.jar.get('tn_session');
    await logIn(client, email, password);
    expect(client.jar.get('tn_session')).not.toBe(before);
    const old = await app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie: `tn_session=${before}` } });
    expect(old.statusCode).toBe(419);
  });

  it('logout ends the server-side session', async () => {
    const client = httpClient(app);
    await signUp(client);
    const token = client.jar.get('tn_session');
    await client.post('/api/v1/account/logout');
    expect(client.jar.has('tn_session')).toBe(false);
    const res = await app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie: `tn_session=${token}` } });
    expect(res.statusCode).toBe(419);
  });

  it('answers a visitor 401 and an expired session 419 (absolute and idle expiry)', async () => {
    expect((await httpClient(app).get('/api/v1/account')).statusCode).toBe(401);
    const absolute = httpClient(app);
    const { account } = await signUp(absolute);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, account._id));
    const res = await absolute.get('/api/v1/account');
    expect(res.statusCode).toBe(419);
    expect(res.json()).toMatchObject({ success: false, code: 'SESSION_EXPIRED', message: 'You need to be signed in' });

    const idle = httpClient(app);
    const second = await signUp(idle);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(sessions.accountId, second.account._id));
    expect((await idle.get('/api/v1/account')).statusCode).toBe(419);
  });

  it('limits failed logins per account with a 429 and a Retry-After', async () => {
    const { email, password } = await signUp(httpClient(app));
    const attacker = httpClient(app);
    for (let i = 0; i < 8; i++) expect((await logIn(attacker, email, `Wrong-Pass-${i}`)).statusCode).toBe(401);
    const blocked = await logIn(attacker, email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
