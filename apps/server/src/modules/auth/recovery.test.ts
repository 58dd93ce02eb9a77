import { describe, expect, it } from 'vitest';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, linkIn, logIn, signUp } from '../../../test/http-client';

const { app } = await createTestApp();

/** The temporary password in a recovery mail's text. */
function temporaryPasswordIn(text: string | undefined): string {
  const match = /[A-Za-z0-9$@!%*?&-]{12}/.exec(
    (text ?? '').split('\n').find((line) => /[$@!%*?&-]/.test(line) && /\d/.test(line) && line.trim().length >= 12) ?? '',
  );
  if (!match) throw new Error(`no temporary password in ${text}`);
  return match[0];
}

/** The refId of a recovery mail's cancel link. */
function cancelRefIdIn(text: string | undefined): string {
  return new URL(linkIn(text, 'http://localhost:3000/?action=cancel-recovery')).searchParams.get('refId') ?? '';
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
    const refId = cancelRefIdIn(mail?.text);
    expect(Buffer.from(refId.split('.')[0] ?? '', 'base64').toString()).toBe(email);
    expect((await httpClient(app).post('/api/v1/auth/cancel-recovery', { email, refId })).statusCode).toBe(200);
    expect((await logIn(httpClient(app), email, temp)).statusCode).toBe(401);
  });

  it('cancel-recovery needs the refId the mail carried: nobody else can cancel a recovery', async () => {
    const { email } = await signUp(httpClient(app));
    const other = (await signUp(httpClient(app))).email;
    const { temp, mail } = await forgot(email);
    const refId = cancelRefIdIn(mail?.text);
    const [email64, expiresAt, signature] = refId.split('.');
    const otherEmail64 = Buffer.from(other).toString('base64');
    const forged = [
      { email },
      { email, refId: Buffer.from(email).toString('base64') },
      { email, refId: `${email64}.${Number(expiresAt) + 3_600_000}.${signature}` },
      { email, refId: `${email64}.${expiresAt}.${signature?.slice(0, -2)}AA` },
      { email: other, refId },
      { email: other, refId: `${otherEmail64}.${expiresAt}.${signature}` },
    ];
    for (const body of forged) {
      const res = await httpClient(app).post('/api/v1/auth/cancel-recovery', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await httpClient(app).post('/api/v1/auth/cancel-recovery', { email, refId: `${email64}.${expiresAt}.x` });
    expect(res.json()).toEqual({
      success: false,
      message: 'This recovery link has expired or is not valid.',
      code: 'RECOVERY_LINK_INVALID',
    });
    expect((await logIn(httpClient(app), email, temp)).json().data.message).toBe('temp');
  });

  it("an earlier recovery mail's cancel link leaves a later temporary password working", async () => {
    const { email } = await signUp(httpClient(app));
    const earlier = await forgot(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await forgot(email);
    expect(
      (await httpClient(app).post('/api/v1/auth/cancel-recovery', { email, refId: cancelRefIdIn(earlier.mail?.text) })).statusCode,
    ).toBe(200);
    expect((await logIn(httpClient(app), email, later.temp)).json().data.message).toBe('temp');
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
    const res = await client.put('/api/v1/account/password', {
      currentPassword: encodePassword('Not-It-123'),
      newPassword: encodePassword('Another-Pass-8'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INCORRECT_PASSWORD',
      message: 'Incorrect Password',
      fields: { currentPassword: 'Incorrect Password' },
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const client = httpClient(app);
    const { email, password } = await signUp(client);
    const elsewhere = httpClient(app);
    await logIn(elsewhere, email, password);
    const res = await client.put('/api/v1/account/password', {
      currentPassword: encodePassword(password),
      newPassword: encodePassword('Another-Pass-8'),
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/v1/account')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/account')).statusCode).toBe(419);
    expect((await logIn(httpClient(app), email, 'Another-Pass-8')).statusCode).toBe(200);
  });

  it('requires the new password to meet the rules', async () => {
    const client = httpClient(app);
    const { password } = await signUp(client);
    const res = await client.put('/api/v1/account/password', {
      currentPassword: encodePassword(password),
      newPassword: encodePassword('short'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.newPassword).toMatch(/^Password must have at least 8 characters/);
  });
});
