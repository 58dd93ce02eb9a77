import type { LightMyRequestResponse } from 'fastify';
import { encodePassword } from '@app/shared/accounts/password-transport';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, logIn, signUp, signUpVerified, type HttpClient } from '../../../test/http-client';
import { cardForm, openCheckout, payCheckout, registerTestProduct, saveTestCard } from '../../../test/payment-fixtures';
import { seedListing } from '../../seed/factories';
import { LIMITS, type LimitName } from './limits';

const { app, db } = await createTestApp();
registerTestProduct(app);

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** Sends `send` as many times as the limit allows, each expected to pass; then once more. */
async function useUp(name: LimitName, send: (i: number) => Promise<LightMyRequestResponse>, passing: number) {
  for (let i = 0; i < LIMITS[name].limit; i++) expect((await send(i)).statusCode).toBe(passing);
  return send(LIMITS[name].limit);
}

let addresses = 0;
/** A verified account signed in on a client at `remoteAddress` (a fresh address unless given). */
async function verifiedClient(remoteAddress = `198.51.100.${++addresses}`): Promise<HttpClient> {
  const { email, password } = await signUpVerified(app, httpClient(app));
  const client = httpClient(app, { remoteAddress });
  expect((await logIn(client, email, password)).statusCode).toBe(200);
  return client;
}

describe('card testing: adding a card and paying with a new card', () => {
  it('limits the cards one account tries, across adding and paying', async () => {
    const client = await verifiedClient();
    const savedCard = await saveTestCard(client);
    for (let i = 1; i < LIMITS.cardAttemptsPerAccount.limit; i++)
      expect((await client.post('/api/v1/wallet/cards', cardForm())).statusCode).toBe(201);
    expectRateLimited(await client.post('/api/v1/wallet/cards', cardForm()));
    const checkout = await openCheckout(client);
    expectRateLimited(await payCheckout(client, checkout._id, { card: cardForm() }));
    // A saved card was tried when it was added: paying with it is not another attempt.
    expect((await payCheckout(client, checkout._id, { cardId: savedCard })).statusCode).toBe(200);
  });

  it('limits the cards tried from one address, however many throwaway accounts it uses', async () => {
    const address = '203.0.113.50';
    const perAccount = LIMITS.cardAttemptsPerAccount.limit;
    let tried = 0;
    while (tried < LIMITS.cardAttemptsPerIp.limit) {
      const client = await verifiedClient(address);
      for (let i = 0; i < perAccount && tried < LIMITS.cardAttemptsPerIp.limit; i++, tried++) {
        expect((await client.post('/api/v1/wallet/cards', cardForm())).statusCode).toBe(201);
      }
    }
    const fresh = await verifiedClient(address);
    expectRateLimited(await fresh.post('/api/v1/wallet/cards', cardForm()));
    expectRateLimited(await payCheckout(fresh, (await openCheckout(fresh))._id, { card: cardForm() }));
    expect((await (await verifiedClient()).post('/api/v1/wallet/cards', cardForm())).statusCode).toBe(201);
  });
});

describe('contact the owner', () => {
  it('limits the messages one account sends', async () => {
    const listing = await seedListing(db, { status: 'active', complete: true, publishedAt: new Date() });
    const client = await verifiedClient();
    const send = () => client.post(`/api/v1/properties/${listing.id}/contact`, { message: 'Is the garage included?' });
    expectRateLimited(await useUp('contactOwnerPerAccount', send, 200));
  });

  it('limits the messages sent from one address', async () => {
    const listing = await seedListing(db, { status: 'active', complete: true, publishedAt: new Date() });
    const address = '203.0.113.60';
    const perAccount = LIMITS.contactOwnerPerAccount.limit;
    let client = await verifiedClient(address);
    const res = await useUp(
      'contactOwnerPerIp',
      async (i) => {
        if (i > 0 && i % perAccount === 0) client = await verifiedClient(address);
        return client.post(`/api/v1/properties/${listing.id}/contact`, { message: 'Still available?' });
      },
      200,
    );
    expectRateLimited(res);
  });
});

describe('feedback and the contact form', () => {
  it('limits the feedback surveys one address sends', async () => {
    const client = httpClient(app);
    expectRateLimited(
      await useUp('feedbackPerIp', () => client.post('/api/v1/feedback', { rating: 4, topic: 'search', message: 'Love the map' }), 201),
    );
    expect((await httpClient(app).post('/api/v1/feedback', { rating: 4, topic: 'search', message: 'Love the map' })).statusCode).toBe(201);
  });

  it('limits the contact messages one address sends', async () => {
    const client = httpClient(app);
    const message = { name: 'Wei Chen', email: 'wei@example.com', topic: 'buying', message: 'Can a foreign buyer get a mortgage?' };
    expectRateLimited(await useUp('contactFormPerIp', () => client.post('/api/v1/feedback/contact', message), 201));
  });
});

describe('probing which emails are registered', () => {
  it('stops answering "Email already registered" from one address after the sign-up limit', async () => {
    const { email } = await signUp(httpClient(app));
    const prober = httpClient(app);
    const probe = () =>
      prober.post('/api/v1/account/register', {
        email,
        password: encodePassword('Olive-Tree-77'),
        accountType: 'individual',
        name: { firstName: 'Pro', lastName: 'Ber' },
      });
    const res = await useUp('registerPerIp', probe, 409);
    expectRateLimited(res);
    expect(res.body).not.toMatch(/already registered/);
  });
});
