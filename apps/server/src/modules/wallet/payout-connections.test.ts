/**
 * Stripe Connect onboarding (decision 088), with Stripe configured against the recorded Stripe peer
 * (platform/payments/stripe/testing): a professional's Express account is made once, each start
 * answers a fresh Account Link back to the wallet; Stripe's signed `account.updated` stores the
 * account's state (the payout run paying it: orders/payouts-on-stripe.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { IBAN_PAYOUT_FORM } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { payoutConnectionEvents, payoutConnections } from '../../db/schema/index';
import { fixture, useRecordedStripe } from '../../platform/payments/stripe/testing/recorded-stripe';

const SECRET_KEY = 'sk_test_recorded_51SkR0000000000000000';
const WEBHOOK_SECRET = 'whsec_test_connect_account_endpoint';
const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect_connect_endpoint';
const recorded = await useRecordedStripe(SECRET_KEY);

const { app, db } = await createTestApp({
  stripe: {
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_recorded',
    webhookSecret: WEBHOOK_SECRET,
    connectWebhookSecret: CONNECT_WEBHOOK_SECRET,
    apiBase: recorded.apiBase,
  },
});
const signer = new Stripe(SECRET_KEY);
const WALLET = `${app.deps.config.publicUrl}/dashboard/wallet`;
const CONNECT = '/api/v1/payoutmethods/connect';
const LINK_URL = 'https://connect.stripe.com/setup/e/acct_1SkR9xQ4mZp2Lr8T/Qm4ZcT2eVd8sKp1N';

/** A connected account id of the test's own: the database is shared between runs and suites. */
const newAcct = () => `acct_test${randomUUID().replaceAll('-', '').slice(0, 16)}`;

async function professional() {
  const account = await seedRoleAccount(db, 'professional');
  return { account, client: await clientAs(app, account) };
}

/** The connection's events, oldest first: action, from, to. */
const eventsOf = async (accountId: string) =>
  (
    await db
      .select()
      .from(payoutConnectionEvents)
      .where(eq(payoutConnectionEvents.entityId, accountId))
      .orderBy(payoutConnectionEvents.at, payoutConnectionEvents.id)
  ).map((event) => [event.action, event.fromStatus, event.toStatus]);

const connectionOf = async (accountId: string) =>
  (await db.select().from(payoutConnections).where(eq(payoutConnections.accountId, accountId)))[0];

/** Stripe's exchanges when a professional starts onboarding for the first time (account, then link). */
function expectFirstOnboarding(account: { id: string; email: string }, acct: string, country = 'US') {
  recorded.expect(
    {
      method: 'POST',
      path: '/v1/accounts',
      params: {
        type: 'express',
        country,
        email: account.email,
        'capabilities[transfers][requested]': 'true',
        'metadata[accountId]': account.id,
        ...(country === 'US' ? {} : { 'tos_acceptance[service_agreement]': 'recipient' }),
      },
      idempotencyKey: `connect-account:${account.id}`,
      fixture: 'account.json',
      replace: { id: acct, email: account.email, metadata: { accountId: account.id } },
    },
    expectLink(acct),
  );
}

function expectLink(acct: string) {
  return {
    method: 'POST' as const,
    path: '/v1/account_links',
    params: { account: acct, type: 'account_onboarding', refresh_url: `${WALLET}?connect=refresh`, return_url: `${WALLET}?connect=return` },
    fixture: 'account_link.json',
  };
}

/** A signed `account.updated` for a connected account, as of `created` (seconds). */
function accountUpdated(acct: string, state: { details_submitted: boolean; payouts_enabled: boolean }, created: number) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'account.updated',
    account: acct,
    created,
    livemode: false,
    data: { object: { ...fixture('account_enabled.json'), id: acct, ...state } },
  };
}

function deliver(event: object, secret: string | null = CONNECT_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['stripe-signature'] = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', headers, payload });
}

const statusOf = async (client: Awaited<ReturnType<typeof clientAs>>, query = '') => {
  const res = await client.get(`${CONNECT}${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { status: string }).status;
};

/** Onboarded already: a connection row of the professional's own, with its state. */
async function connected(accountId: string, state: { detailsSubmitted: boolean; payoutsEnabled: boolean }) {
  const acct = newAcct();
  await db.insert(payoutConnections).values({ accountId, provider: 'stripe', recipientRef: acct, ...state, stateAt: new Date() });
  return acct;
}

describe('Stripe Connect onboarding (decision 088)', () => {
  it('makes the Express account once and answers a fresh onboarding link back to the wallet each time', async () => {
    const { account, client } = await professional();
    expect(await statusOf(client)).toBe('not_started');
    const acct = newAcct();
    expectFirstOnboarding(account, acct);
    const first = await client.post(CONNECT);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { url: LINK_URL } });
    expect(await connectionOf(account.id)).toMatchObject({ provider: 'stripe', recipientRef: acct, payoutsEnabled: false });
    expect(await eventsOf(account.id)).toEqual([['connect', 'none', 'not_started']]);

    // Again (the link expired, or they left half-way): no second account, only a new link.
    recorded.expect(expectLink(acct));
    expect((await client.post(CONNECT)).json()).toEqual({ success: true, data: { url: LINK_URL } });
    expect(await statusOf(client)).toBe('not_started');
  });

  it("opens the account in the bank's country: an IBAN account's BIC country, under the recipient agreement", async () => {
    const { account, client } = await professional();
    const added = await client.post('/api/v1/payoutmethods', IBAN_PAYOUT_FORM);
    expect(added.statusCode).toBe(201);
    expectFirstOnboarding(account, newAcct(), 'DE');
    expect((await client.post(CONNECT)).statusCode).toBe(200);
  });

  it("stores Stripe's signed account.updated once, never older news over newer; an unsigned one is refused", async () => {
    const { account, client } = await professional();
    const acct = await connected(account.id, { detailsSubmitted: false, payoutsEnabled: false });
    const now = Math.floor(Date.now() / 1000) + 60;

    const unsigned = await deliver(accountUpdated(acct, { details_submitted: true, payouts_enabled: true }, now), null);
    expect(unsigned.statusCode).toBe(403);
    const wrongSecret = await deliver(accountUpdated(acct, { details_submitted: true, payouts_enabled: true }, now), 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(403);
    expect(await statusOf(client)).toBe('not_started');

    const review = accountUpdated(acct, { details_submitted: true, payouts_enabled: false }, now);
    expect((await deliver(review)).statusCode).toBe(200);
    expect(await statusOf(client)).toBe('in_review');
    const ready = accountUpdated(acct, { details_submitted: true, payouts_enabled: true }, now + 10);
    expect((await deliver(ready)).statusCode).toBe(200);
    expect((await deliver(ready)).statusCode).toBe(200);
    // The earlier event delivered late changes nothing.
    expect((await deliver(review)).statusCode).toBe(200);
    expect(await statusOf(client)).toBe('ready');
    expect(await connectionOf(account.id)).toMatchObject({
      detailsSubmitted: true,
      payoutsEnabled: true,
      stateAt: new Date((now + 10) * 1000),
    });
    // One event per change stored: the repeat and the late one left none.
    expect(await eventsOf(account.id)).toEqual([
      ['processor_news', 'not_started', 'in_review'],
      ['processor_news', 'in_review', 'ready'],
    ]);

    // Signed with the account endpoint's secret too (one URL for both endpoints); an unknown account is ignored.
    expect(
      (await deliver(accountUpdated(newAcct(), { details_submitted: true, payouts_enabled: true }, now), WEBHOOK_SECRET)).statusCode,
    ).toBe(200);
  });

  it('asks Stripe again when the professional comes back from onboarding (refresh=true)', async () => {
    const { account, client } = await professional();
    const acct = await connected(account.id, { detailsSubmitted: false, payoutsEnabled: false });
    recorded.expect({ method: 'GET', path: `/v1/accounts/${acct}`, fixture: 'account_enabled.json', replace: { id: acct } });
    expect(await statusOf(client, '?refresh=true')).toBe('ready');
    // Ready: not asked again.
    expect(await statusOf(client, '?refresh=true')).toBe('ready');
    expect(await eventsOf(account.id)).toEqual([['refresh', 'not_started', 'ready']]);
  });

  it('counts starts and refreshes (each a call to Stripe) against 20 an hour per professional; plain reads stay open', async () => {
    const { account, client } = await professional();
    await connected(account.id, { detailsSubmitted: true, payoutsEnabled: true });
    // Ready already, so a refresh does not reach Stripe here: only the limit is exercised.
    for (let i = 0; i < 20; i += 1) expect(await statusOf(client, '?refresh=true')).toBe('ready');
    const refused = await client.get(`${CONNECT}?refresh=true`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, message: 'Too many attempts. Please wait a moment and try again.' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await client.post(CONNECT)).statusCode).toBe(429);
    expect(await statusOf(client)).toBe('ready');
    // Another professional's count is their own.
    const other = await professional();
    expect(await statusOf(other.client, '?refresh=true')).toBe('not_started');
  });

  it('shows the stored state when Stripe cannot be asked on the way back', async () => {
    const { account, client } = await professional();
    const acct = await connected(account.id, { detailsSubmitted: true, payoutsEnabled: false });
    // Stripe's client tries three times (maxNetworkRetries 2); each fails.
    const failing = { method: 'GET', path: `/v1/accounts/${acct}`, fixture: 'account_enabled.json', status: 500 } as const;
    recorded.expect(failing, failing, failing);
    expect(await statusOf(client, '?refresh=true')).toBe('in_review');
    expect(await connectionOf(account.id)).toMatchObject({ detailsSubmitted: true, payoutsEnabled: false });
  });

  it("is a professional's own: others are refused, and nobody reads or starts another's", async () => {
    const user = await clientAs(app, await seedRoleAccount(db, 'stranger'));
    expect((await user.get(CONNECT)).statusCode).toBe(403);
    expect((await user.post(CONNECT)).statusCode).toBe(403);
    expect((await user.post(CONNECT)).json()).toMatchObject({ success: false });
    const visitor = await clientAs(app, null);
    expect((await visitor.get(CONNECT)).statusCode).toBe(401);
    expect((await visitor.post(CONNECT)).statusCode).toBe(401);

    const owner = await professional();
    const ownerAcct = await connected(owner.account.id, { detailsSubmitted: true, payoutsEnabled: true });
    const other = await professional();
    // The other professional sees their own standing, and starting makes an account of their own.
    expect(await statusOf(other.client)).toBe('not_started');
    const otherAcct = newAcct();
    expectFirstOnboarding(other.account, otherAcct);
    expect((await other.client.post(CONNECT)).statusCode).toBe(200);
    expect(await connectionOf(owner.account.id)).toMatchObject({ recipientRef: ownerAcct, payoutsEnabled: true });
    expect(await connectionOf(other.account.id)).toMatchObject({ recipientRef: otherAcct, payoutsEnabled: false });
  });
});
