import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, createTestApp } from '../../../test/app';
import { newsletterSubscriptions } from '../../db/schema/index';

const { app, db } = await createTestApp();

function subscribe(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/v1/email/subscribe', headers: CLIENT_HEADERS, payload: payload as object });
}

describe('POST /api/v1/email/subscribe', () => {
  it('subscribes a trimmed, lowercased address once, however often it is sent', async () => {
    for (const email of ['  Ana@Example.com ', 'ana@example.com', 'ANA@EXAMPLE.COM']) {
      const res = await subscribe({ email, locale: 'zh-Hant' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { subscribed: true } });
    }
    const rows = await db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['ana@example.com']);
    expect(rows[0]?.locale).toBe('zh-Hant');
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
