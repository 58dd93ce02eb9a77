/**
 * The payout run with Stripe as the processor (decisions 087, 088), against the recorded Stripe
 * peer (platform/payments/stripe/testing): a provider's payout goes to their connected account once
 * its payouts are enabled; without one, or before, it fails 'not_connected' without calling Stripe.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { PAYOUT_FORM } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { payoutConnections, payouts } from '../../db/schema/index';
import { useRecordedStripe } from '../../platform/payments/stripe/testing/recorded-stripe';
import { ledgerBalance, postLedgerTransaction } from '../payments/index';
import { payableAccount } from './order-ledger';
import { runPayouts } from './payouts.job';

const SECRET_KEY = 'sk_test_recorded_51SkR0000000000000000';
const recorded = await useRecordedStripe(SECRET_KEY);

const { app, db } = await createTestApp({
  stripe: { secretKey: SECRET_KEY, publishableKey: 'pk_test_recorded', apiBase: recorded.apiBase },
});

/** A connected account id of the test's own: the database is shared between runs and suites. */
const newAcct = () => `acct_test${randomUUID().replaceAll('-', '').slice(0, 16)}`;

/** Onboarded already: a connection row of the provider's own, with its state. */
async function connected(accountId: string, state: { detailsSubmitted: boolean; payoutsEnabled: boolean }) {
  const acct = newAcct();
  await db.insert(payoutConnections).values({ accountId, provider: 'stripe', recipientRef: acct, ...state, stateAt: new Date() });
  return acct;
}

async function professional() {
  const account = await seedRoleAccount(db, 'professional');
  return { account, client: await clientAs(app, account) };
}

describe('the payout run on Stripe pays the connected account (decisions 087, 088)', () => {
  /** A professional owed $180 (payable) with a US payout method ending 6789. */
  async function owedProfessional() {
    const pro = await professional();
    expect((await pro.client.post('/api/v1/payoutmethods', PAYOUT_FORM)).statusCode).toBe(201);
    await postLedgerTransaction(db, {
      kind: 'test-owed',
      lines: [
        { account: payableAccount(pro.account.id), amount: -18_000, currency: 'USD' },
        { account: `test-source:${pro.account.id}`, amount: 18_000, currency: 'USD' },
      ],
    });
    return pro;
  }
  const run = async (accountId: string) => {
    const after = await db.transaction((tx) => runPayouts(app.deps, tx, app.log, { providerIds: [accountId] }));
    await after();
  };
  const payoutsOf = (accountId: string) => db.select().from(payouts).where(eq(payouts.providerAccountId, accountId));

  it('sends the transfer to the connected account once its payouts are enabled', async () => {
    const { account } = await owedProfessional();
    const acct = await connected(account.id, { detailsSubmitted: true, payoutsEnabled: true });
    recorded.expect({
      method: 'POST',
      path: '/v1/transfers',
      params: {
        amount: '18000',
        currency: 'usd',
        destination: acct,
        description: /^Terranest payout [0-9a-f-]{36}$/,
        'metadata[reference]': /^payout:[0-9a-f-]{36}:1$/,
        'metadata[method_kind]': 'us',
        'metadata[method_last4]': '6789',
      },
      fixture: 'transfer.json',
      replace: { destination: acct },
    });
    await run(account.id);
    const [payout] = await payoutsOf(account.id);
    expect(payout).toMatchObject({ status: 'paid', amount: 18_000, transferId: 'tr_1SkRA2LkdIwHu7ixP3yZq0Wd' });
    expect(await ledgerBalance(db, payableAccount(account.id), 'USD')).toBe(0);
  });

  it("fails 'not_connected' without calling Stripe while payouts are not enabled, or with no account at all: the money stays owed", async () => {
    for (const state of [{ detailsSubmitted: true, payoutsEnabled: false }, null]) {
      const { account } = await owedProfessional();
      if (state) await connected(account.id, state);
      await run(account.id);
      const [payout] = await payoutsOf(account.id);
      expect(payout).toMatchObject({ status: 'failed', failureReason: 'not_connected', transferId: null });
      expect(await ledgerBalance(db, payableAccount(account.id), 'USD')).toBe(-18_000);
      // Nothing left owed for other suites' runs on the shared database.
      await postLedgerTransaction(db, {
        kind: 'test-owed',
        lines: [
          { account: payableAccount(account.id), amount: 18_000, currency: 'USD' },
          { account: `test-source:${account.id}`, amount: -18_000, currency: 'USD' },
        ],
      });
    }
  });
});
