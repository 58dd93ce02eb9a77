import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { cardForm } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { feedbackEntries, newsletterSubscriptions } from '../../db/schema/index';

const { app, db } = await createTestApp();
const member = await clientAs(app, await seedRoleAccount(db, 'stranger'));
const NUL = 'sky\u0000line';

describe('a NUL character (which PostgreSQL text and jsonb cannot hold)', () => {
  it.each([
    ['POST', '/api/v1/feedback', { rating: 4, topic: 'search', message: NUL }],
    ['POST', '/api/v1/feedback/contact', { name: NUL, email: 'wei@example.com', topic: 'buying', message: 'Hello' }],
    ['POST', '/api/v1/email/subscribe', { email: 'ana@example.com', locale: '\u0000' }],
    ['POST', '/api/v1/saved-searches', { criteria: { searchThis: NUL } }],
    ['POST', '/api/v1/properties', { title: NUL }],
    ['POST', '/api/v1/communities', { title: NUL }],
    ['POST', '/api/v1/wallet/cards', cardForm('4242 4242 4242 4242', { cardholderName: NUL })],
    ['GET', '/api/v1/images/sign?file-name=a%00.png&file-type=image/png', undefined],
    ['POST', '/api/v1/feedback', { rating: 4, topic: 'search', message: 'Hi', [`a${NUL}`]: 1 }],
  ])('%s %s is refused with 400 Invalid Input, not a 500', async (method, url, body) => {
    const res = method === 'GET' ? await member.get(url) : await member.post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid Input' });
  });

  it('stores nothing', async () => {
    expect(await db.select().from(feedbackEntries)).toEqual([]);
    expect(await db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  it('is read as a space by the search box, which reads control characters itself', async () => {
    expect((await member.post('/api/v1/properties/search', { searchThis: NUL })).statusCode).toBe(200);
    expect(
      (
        await member.post('/api/v1/properties/search/map', {
          criteria: { searchThis: NUL },
          bounds: { south: 25, west: -125, north: 49, east: -66 },
          zoom: 4,
        })
      ).statusCode,
    ).toBe(200);
  });
});
