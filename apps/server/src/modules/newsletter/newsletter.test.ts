import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, linkIn, type HttpClient } from '../../../test/http-client';
import { devMailbox, newsletterSubscriptions } from '../../db/schema/index';
import { LIMITS } from '../../platform/rate-limit/limits';

const { app, db } = await createTestApp();
const CONFIRM_PREFIX = 'http://localhost:3000/newsletter/confirm/';

function subscribe(payload: unknown, client: HttpClient = httpClient(app)) {
  return client.post('/api/v1/email/subscribe', payload);
}

async function subscription(email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

async function confirmationLink(email: string) {
  return linkIn((await latestMail(app, email))?.text, CONFIRM_PREFIX);
}

function confirm(link: string) {
  return httpClient(app).post(`/api/v1/email/subscribe/confirm/${link.slice(CONFIRM_PREFIX.length)}`);
}

async function mailsTo(email: string) {
  await app.deps.outbox.drain();
  return db.select().from(devMailbox).where(eq(devMailbox.to, email));
}

describe('POST /api/v1/email/subscribe (double opt-in)', () => {
  it("mails a confirmation link in the reader's language; the address counts only once the link is opened", async () => {
    const res = await subscribe({ email: '  Ana@Example.com ', locale: 'zh-Hant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { subscribed: true } });
    expect((await subscription('ana@example.com'))?.confirmedAt).toBeNull();

    const mail = await latestMail(app, 'ana@example.com');
    expect(mail?.locale).toBe('zh-Hant');
    expect(mail?.subject).toBe('請確認訂閱 Terranest 電子報');
    const link = await confirmationLink('ana@example.com');

    const confirmed = await confirm(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, data: { done: true } });
    expect((await subscription('ana@example.com'))?.confirmedAt).toBeInstanceOf(Date);
    // Opening the link again (a second click, a mail scanner) is fine.
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it('keeps one row per address; a new sign-up replaces an unconfirmed link, a confirmed address gets no more mail', async () => {
    await subscribe({ email: 'bo@example.com' });
    const first = await confirmationLink('bo@example.com');
    await subscribe({ email: 'BO@EXAMPLE.COM', locale: 'es' });
    const second = await confirmationLink('bo@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).json()).toMatchObject({ success: false, code: 'NEWSLETTER_LINK_INVALID' });
    expect((await confirm(second)).statusCode).toBe(200);

    const before = (await mailsTo('bo@example.com')).length;
    const again = await subscribe({ email: 'bo@example.com' });
    expect(again.json()).toEqual({ success: true, data: { subscribed: true } });
    expect(await mailsTo('bo@example.com')).toHaveLength(before);
    expect(await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'bo@example.com'))).toHaveLength(1);
  });

  it("answers an unknown link with 400 and the link's message", async () => {
    const res = await confirm(`${CONFIRM_PREFIX}${'x'.repeat(43)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'NEWSLETTER_LINK_INVALID',
      message: 'This confirmation link is not valid any more. Please subscribe again to get a new one.',
    });
  });

  it.each([
    ['', 'This field is required.'],
    ['not-an-email', 'Please enter a valid email.'],
    ['a@b', 'Please enter a valid email.'],
  ])("answers %j with '%s'", async (email, message) => {
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe(message);
  });
});

describe('newsletter limits', () => {
  it('mails one address a limited number of confirmation links, whoever asks', async () => {
    for (let i = 0; i < LIMITS.newsletterPerEmail.limit; i++)
      expect((await subscribe({ email: 'target@example.com' })).statusCode).toBe(200);
    const res = await subscribe({ email: 'target@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('target@example.com')).toHaveLength(LIMITS.newsletterPerEmail.limit);
  });

  it('limits the sign-ups from one address', async () => {
    const client = httpClient(app);
    for (let i = 0; i < LIMITS.newsletterPerIp.limit; i++)
      expect((await subscribe({ email: `reader${i}@example.com` }, client)).statusCode).toBe(200);
    const res = await subscribe({ email: 'one-more@example.com' }, client);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await subscription('one-more@example.com')).toBeUndefined();
  });
});
