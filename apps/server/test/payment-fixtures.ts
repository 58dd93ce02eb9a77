import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TCardForm } from '@app/shared/validation/card';
import type { DbOrTx } from '../src/db/client';
import type { FulfilContext } from '../src/modules/payments/index';
import type { HttpClient } from './http-client';

/** A card form for a test number (spaces allowed), valid until 2031. */
export function cardForm(number = '4242 4242 4242 4242', overrides: Partial<TCardForm> = {}): TCardForm {
  return {
    cardholderName: 'Mei Lin',
    number,
    expiry: '12/2031',
    securityCode: number.replace(/\s/g, '').startsWith('3') ? '1234' : '123',
    street: '1 Market St',
    apt: undefined,
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'United States',
    ...overrides,
  };
}

/** A payout method form with a valid routing number. */
export const PAYOUT_FORM = {
  name: 'Mei Lin',
  holderName: 'Mei Lin',
  address: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'United States',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'checking',
};

/** A payout method form for a German bank account (IBAN and BIC), the holder in Berlin. */
export const IBAN_PAYOUT_FORM = {
  kind: 'iban',
  name: 'Lin Appraisals GmbH',
  holderName: 'Mei Lin',
  address: 'Unter den Linden 1',
  city: 'Berlin',
  postalCode: '10117',
  country: 'de',
  iban: 'de89 3704 0044 0532 0130 00',
  confirmIban: 'DE89370400440532013000',
  bic: 'cobadeffxxx',
};

/**
 * A product kind for tests, priced by its ref in cents ("test-widget" / "2500"); every
 * fulfilment is recorded so tests can check it ran once, inside the payment's transaction.
 */
export function registerTestProduct(app: FastifyInstance) {
  const fulfilled: FulfilContext[] = [];
  app.deps.products.register('test-widget', {
    async quote(_deps, _actor, product) {
      return {
        description: `Test widget ${product.ref}`,
        line: { key: 'testWidget', params: { ref: product.ref } },
        amount: Number(product.ref),
        currency: 'USD',
        creditAccount: 'revenue:test-widgets',
      };
    },
    async fulfil(_tx, context) {
      fulfilled.push(context);
    },
  });
  return { fulfilled };
}

/** Opens a test-widget checkout of `cents` for the client. */
export async function openCheckout(client: HttpClient, cents = 2500) {
  const res = await client.post('/api/v1/checkouts', { product: { kind: 'test-widget', ref: String(cents) } });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; amount: { amount: number } };
}

/** POST /checkouts/{id}/pay with an Idempotency-Key (a fresh one unless given; none when null). */
export function payCheckout(client: HttpClient, checkoutId: string, body: unknown, key: string | null = crypto.randomUUID()) {
  return client.post(`/api/v1/checkouts/${checkoutId}/pay`, body, key ? { 'idempotency-key': key } : {});
}

/** Saves a test card to the client's wallet; its id. */
export async function saveTestCard(client: HttpClient, number = '4242 4242 4242 4242') {
  const res = await client.post('/api/v1/wallet/cards', cardForm(number));
  if (res.statusCode !== 201) throw new Error(`saving the card failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id as string;
}

/** Every ledger transaction whose lines do not sum to zero per currency (none when balanced). */
export async function unbalancedLedgerTransactions(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ transaction_id: string }>(
    sql`select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0`,
  );
  return (result as unknown as { rows: { transaction_id: string }[] }).rows.map((row) => row.transaction_id);
}
