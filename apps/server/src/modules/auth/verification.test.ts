import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/shared/messages/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, linkIn, signUp } from '../../../test/http-client';
import { emailVerifications } from '../../db/schema/index';

const { app, db } = await createTestApp();

async function verificationToken(email: string) {
  const link = linkIn((await latestMail(app, email))?.text, 'http://localhost:3000/verification/');
  return link.split('/').pop() ?? '';
}

describe('email verification', () => {
  it('verifies the account from the mailed link, once', async () => {
    const client = httpClient(app);
    const { email } = await signUp(client);
    const token = await verificationToken(email);
    const res = await httpClient(app).post(`/api/v1/account/verify/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, verified: true });
    expect((await client.get('/api/v1/account')).json().data.verified).toBe(true);
    const again = await httpClient(app).post(`/api/v1/account/verify/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.verificationLinkInvalid);
  });

  it('answers a garbled link (/verification/<garbage>) with the invalid-link message, not a form error', async () => {
    for (const token of ['abc', 'x'.repeat(40)]) {
      const res = await httpClient(app).post(`/api/v1/account/verify/${token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VERIFICATION_LINK_INVALID', message: MESSAGES.verificationLinkInvalid });
    }
  });

  it('refuses an expired link', async () => {
    const { email, account } = await signUp(httpClient(app));
    const token = await verificationToken(email);
    await db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.accountId, account._id));
    expect((await httpClient(app).post(`/api/v1/account/verify/${token}`)).statusCode).toBe(400);
  });

  it('refuses a made-up token', async () => {
    expect((await httpClient(app).post(`/api/v1/account/verify/${'x'.repeat(43)}`)).statusCode).toBe(400);
  });

  it('mails a new link on request, and the earlier link stops working', async () => {
    const client = httpClient(app);
    const { email } = await signUp(client);
    const first = await verificationToken(email);
    expect((await client.post('/api/v1/account/new-verify-link')).statusCode).toBe(200);
    const second = await verificationToken(email);
    expect(second).not.toBe(first);
    expect((await httpClient(app).post(`/api/v1/account/verify/${first}`)).statusCode).toBe(400);
    expect((await httpClient(app).post(`/api/v1/account/verify/${second}`)).statusCode).toBe(200);
    expect((await client.post('/api/v1/account/new-verify-link')).statusCode).toBe(409);
  });

  it('needs a signed-in person for a new link', async () => {
    expect((await httpClient(app).post('/api/v1/account/new-verify-link')).statusCode).toBe(401);
  });

  it('sends a new link only on a same-origin POST: a GET (a link or image on another site) mails nothing', async () => {
    const client = httpClient(app);
    const { email } = await signUp(client);
    const first = await verificationToken(email);
    expect((await client.get('/api/v1/account/new-verify-link')).statusCode).toBe(404);
    expect(await verificationToken(email)).toBe(first);
  });
});
