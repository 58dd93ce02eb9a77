import { describe, expect, it } from 'vitest';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, logIn, signUp } from '../../../test/http-client';

const { app } = await createTestApp();

/** The temporary password in a recovery mail's text. */
function temporaryPasswordIn(text: string | undefined): string {
  const match = /[A-Za-z0-9$@!%*?&-]{12}/.exec((text ?? '').split('\n').find((line) => /[$@!%*?&-]/.test(line) && /\d/.test(line) && line.trim().length >= 12) ?? '');
  if (!match) throw new Error(`no temporary password in ${text}`);
  return match[0];
}

async function forgot(email: string) {
  const res = await httpClient(app).post('/api/v1/account/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  const mail = await latestMail(app, email);
  expect(mail?.template).toBe('recovery-password');
  return { mail, temp: temporaryPasswordIn(mail?.text) };
}

describe('forgot password and the recovery login', () => {
  it("mails a temporary password that signs in with message 'temp' and only allows setting a new password", async () => {
    const { email, password } = await signUp(httpClient(app));
    const other = httpClient(app);
    await logIn(other, email, password);
    const { temp } = await forgot(email);

    const client = httpClient(app);
    const login = await logIn(client, email, temp);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.message).toBe('temp');
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);
    const blocked = await client.put('/api/v1/account', { gender: 'female' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Please set a new password to continue.');

    const set = await client.post('/api/v1/account/recovery-password', { newPassword: encodePassword('Brand-New-Pass9') });
    expect(set.statusCode).toBe(200);
    expect((await client.put('/api/v1/account', { gender: 'female' })).statusCode).toBe(200);
    expect((await logIn(httpClient(app), email, password)).statusCode).toBe(401);
    expect((await logIn(httpClient(app), email, temp)).statusCode).toBe(401);
    expect((await logIn(httpClient(app), email, 'Brand-New-Pass9')).statusCode).toBe(200);
    expect((await other.get('/api/v1/account')).statusCode).toBe(419);
    expect((await latestMail(app, email))?.template).toBe('password-changed');
  });

  it('keeps the old password working until a new one is set, and signing in with it drops the temporary one', async () => {
    const { email, password } = await signUp(httpClient(app));
    const { temp } = await forgot(email);
    expect((await logIn(httpClient(app), email, password)).json().data.message).toBe('ok');
    expect((await logIn(httpClient(app), email, temp)).statusCode).toBe(401);
  });

  it('cancel-recovery (the mail\'s "this wasn\'t me" link) stops the temporary password working', async () => {
    const { email } = await signUp(httpClient(app));
    const { temp, mail } = await forgot(email);
    const refId = new URL(/http:\/\/\S+cancel-recovery\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('refId');
    expect(Buffer.from(refId ?? '', 'base64').toString()).toBe(email);
    expect((await httpClient(app).post('/api/v1/auth/cancel-recovery', { email })).statusCode).toBe(200);
    expect((await logIn(httpClient(app), email, temp)).statusCode).toBe(401);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const res = await httpClient(app).post('/api/v1/account/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await latestMail(app, 'ghost@example.com')).toBeUndefined();
  });

  it('limits recovery mails per address', async () => {
    const { email } = await signUp(httpClient(app));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await httpClient(app).post('/api/v1/account/forgot-password', { email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('password change (PUT /api/v1/account/password)', () => {
  it("answers a wrong current password with 'Incorrect Password' on that field", async () => {
    const client = httpClient(app);
    await signUp(client);
    const res = await client.put('/api/v1/account/password', { currentPassword: encodePassword('Not-It-123'), newPassword: encodePassword('Another-Pass-8') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INCORRECT_PASSWORD', message: 'Incorrect Password', fields: { currentPassword: 'Incorrect Password' } });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const client = httpClient(app);
    const { email, password } = await signUp(client);
    const elsewhere = httpClient(app);
    await logIn(elsewhere, email, password);
    const res = await client.put('/api/v1/account/password', { currentPassword: encodePassword(password), newPassword: encodePassword('Another-Pass-8') });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/account')).statusCode).toBe(419);
    expect((await logIn(httpClient(app), email, 'Another-Pass-8')).statusCode).toBe(200);
  });

  it('requires the new password to meet the rules', async () => {
    const client = httpClient(app);
    const { password } = await signUp(client);
    const res = await client.put('/api/v1/account/password', { currentPassword: encodePassword(password), newPassword: encodePassword('short') });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toMatch(/^Password must have at least 8 characters/);
  });
});
