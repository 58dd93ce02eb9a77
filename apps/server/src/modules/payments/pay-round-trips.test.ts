import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { cardForm, openCheckout, payCheckout, registerTestProduct, saveTestCard } from '../../../test/payment-fixtures';
import { statementCounter } from '../../../test/statement-counter';

/**
 * A pay's database round trips, counted, so they cannot creep back (decision 048: under load each
 * one waits its turn for a pooled connection; a pay made 23 with a saved card before, now 7).
 * The test product's fulfilment writes nothing, so these are the payments module's own, with
 * the session's read and the demo processor's statements.
 */
const { app, database } = await createTestApp();
registerTestProduct(app);
const counter = statementCounter(database);

async function buyer() {
  const client = httpClient(app);
  await signUpVerified(app, client);
  return client;
}

/** Pays and returns the statements sent, the answer checked. */
async function countedPay(client: ReturnType<typeof httpClient>, checkoutId: string, body: unknown, key?: string) {
  const { result, statements } = await counter.during(() => payCheckout(client, checkoutId, body, key));
  expect(result.statusCode, result.body).toBe(200);
  expect(result.json().data).toMatchObject({ payment: { status: 'succeeded' }, checkout: { status: 'paid' }, receipt: { refunds: [] } });
  return statements;
}

describe('database round trips of a pay', () => {
  it('with a saved card: the session, the checks, the claim, the charge and the capture (BEGIN, one statement, COMMIT)', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client, 4_100);
    const statements = await countedPay(client, open._id, { cardId });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
  });

  it("with a new card on a buyer's first payment (the processor customer is made)", async () => {
    const client = await buyer();
    const open = await openCheckout(client, 4_200);
    const statements = await countedPay(client, open._id, { card: cardForm() });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(11);
  });

  it('with a new card kept in the wallet, the customer known', async () => {
    const client = await buyer();
    await saveTestCard(client);
    const open = await openCheckout(client, 4_300);
    const statements = await countedPay(client, open._id, { card: cardForm('5555 5555 5555 4444'), saveCard: true });
    // The wallet's own transaction (BEGIN, its cards, the insert, COMMIT) to keep the card.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(12);
  });

  it('a retry of a completed pay reads and answers, charging nothing', async () => {
    const client = await buyer();
    const cardId = await saveTestCard(client);
    const open = await openCheckout(client, 4_400);
    const key = crypto.randomUUID();
    await countedPay(client, open._id, { cardId }, key);
    const again = await countedPay(client, open._id, { cardId }, key);
    expect(
      again.filter((sql) => /^(insert|update|with)/i.test(sql)),
      again.join('\n'),
    ).toEqual([]);
    expect(again.length, again.join('\n')).toBeLessThanOrEqual(6);
  });
});
