import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { demoCards, demoCharges, demoCustomers } from '../../../db/schema/demo-payments';
import { CardRejectedError, type CardDetails } from '../payment-provider';
import { detectBrand } from './card-rules';
import { refusal } from './demo-ledger';
import { createDemoProvider } from './demo.provider';
import { TEST_CARDS } from './test-cards';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

// The processor's clock, pinned so expiry rules can be tested at month edges.
const MID_MARCH_2030 = new Date('2030-03-15T12:00:00Z');
let clock = MID_MARCH_2030;
beforeEach(() => {
  clock = MID_MARCH_2030;
});
const provider = createDemoProvider(db, {
  fingerprintKey: 'test-fingerprint-key',
  confirmUrl: (id) => `http://localhost/pay/demo/${id}`,
  now: () => clock,
});

function card(number: string, overrides: Partial<CardDetails> = {}): CardDetails {
  return {
    number,
    expMonth: 12,
    expYear: 2034,
    securityCode: number.startsWith('34') || number.startsWith('37') ? '1234' : '123',
    cardholderName: 'Ada Lovelace',
    billing: { street: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    ...overrides,
  };
}

const customer = () => provider.createCustomer({ accountId: crypto.randomUUID(), email: 'ada@example.com', name: 'Ada Lovelace' });

async function chargeOnce(number: string) {
  const customerRef = await customer();
  const saved = await provider.saveCard(customerRef, card(number));
  const outcome = await provider.charge({
    customerRef,
    cardToken: saved.token,
    amount: 1999,
    currency: 'USD',
    description: 'Listing plan',
    idempotencyKey: crypto.randomUUID(),
  });
  return { saved, outcome };
}

async function rejection(promise: Promise<unknown>): Promise<CardRejectedError> {
  const err = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(err).toBeInstanceOf(CardRejectedError);
  return err as CardRejectedError;
}

describe('demo processor: test card numbers', () => {
  it('creates customers with cus_demo_ ids', async () => {
    expect(await customer()).toMatch(/^cus_demo_[0-9a-f]{24}$/);
  });

  it.each(TEST_CARDS.map((testCard) => [testCard.number, testCard.note, testCard] as const))(
    '%s (%s) tokenises, then charges as Stripe would',
    async (number, _note, testCard) => {
      const { saved, outcome } = await chargeOnce(number);
      expect(saved).toMatchObject({ brand: testCard.brand, last4: number.slice(-4), expMonth: 12, expYear: 2034 });
      expect(saved.token).toMatch(/^card_demo_/);
      if (testCard.behaviour === 'succeed') {
        expect(outcome).toEqual({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_demo_/) });
      } else {
        expect(outcome).toEqual({ status: 'declined', chargeId: expect.stringMatching(/^ch_demo_/), reason: testCard.behaviour.slice(8) });
      }
    },
  );

  it('any other Luhn-valid number succeeds (numbers may be typed in groups)', async () => {
    expect((await chargeOnce('4111 1111 1111 1111')).outcome.status).toBe('succeeded');
    expect((await chargeOnce('5105-1051-0510-5100')).outcome.status).toBe('succeeded');
  });
});

describe('demo processor: card validation at save', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['36227206271667', 'diners'],
    ['3056930009020004', 'diners'],
    ['9999999999999995', 'unknown'],
  ])('the brand comes from the number: %s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it("a number failing the Luhn check is refused with 'card_declined'", async () => {
    const customerRef = await customer();
    expect((await rejection(provider.saveCard(customerRef, card('4242424242424241')))).reason).toBe('card_declined');
    expect((await rejection(provider.saveCard(customerRef, card('4242abcd42424242')))).reason).toBe('card_declined');
  });

  it("a number of the wrong length for its network is refused with 'card_declined' (Amex has 15 digits)", async () => {
    const customerRef = await customer();
    // 16 digits, Luhn-valid, Amex prefix.
    expect((await rejection(provider.saveCard(customerRef, card('3700000000000002')))).reason).toBe('card_declined');
  });

  it("an expiry in the past is refused at save with 'expired_card', even for a card that would succeed", async () => {
    const customerRef = await customer();
    const err = await rejection(provider.saveCard(customerRef, card('4242424242424242', { expMonth: 2, expYear: 2030 })));
    expect(err.reason).toBe('expired_card');
  });

  it('a card is good through its expiry month, in UTC', async () => {
    const customerRef = await customer();
    clock = new Date('2030-03-31T23:59:59Z');
    await expect(provider.saveCard(customerRef, card('4242424242424242', { expMonth: 3, expYear: 2030 }))).resolves.toBeDefined();
    clock = new Date('2030-04-01T00:00:00Z');
    const err = await rejection(provider.saveCard(customerRef, card('4242424242424242', { expMonth: 3, expYear: 2030 })));
    expect(err.reason).toBe('expired_card');
  });

  it("a malformed expiry (month 13, or a year 50+ years ahead) is refused with 'expired_card'", async () => {
    const customerRef = await customer();
    expect((await rejection(provider.saveCard(customerRef, card('4242424242424242', { expMonth: 13 })))).reason).toBe('expired_card');
    expect((await rejection(provider.saveCard(customerRef, card('4242424242424242', { expYear: 2099 })))).reason).toBe('expired_card');
  });

  it('two-digit expiry years are read as 20xx', async () => {
    const saved = await provider.saveCard(await customer(), card('4242424242424242', { expYear: 34 }));
    expect(saved.expYear).toBe(2034);
  });

  it("the security code must have 4 digits on an Amex and 3 on other cards, else 'incorrect_cvc'", async () => {
    const customerRef = await customer();
    const amex = '378282246310005';
    expect((await rejection(provider.saveCard(customerRef, card(amex, { securityCode: '123' })))).reason).toBe('incorrect_cvc');
    expect((await rejection(provider.saveCard(customerRef, card('4242424242424242', { securityCode: '1234' })))).reason).toBe(
      'incorrect_cvc',
    );
    expect((await rejection(provider.saveCard(customerRef, card('4242424242424242', { securityCode: '12a' })))).reason).toBe(
      'incorrect_cvc',
    );
    await expect(provider.saveCard(customerRef, card(amex, { securityCode: '1234' }))).resolves.toMatchObject({ brand: 'amex' });
  });

  it('a card cannot be saved for a customer the processor does not know', async () => {
    await expect(provider.saveCard('cus_demo_nobody', card('4242424242424242'))).rejects.toThrow(/No such customer/);
  });

  it('the processor never stores the card number or the security code', async () => {
    const number = '5555555555554444';
    const customerRef = await customer();
    const saved = await provider.saveCard(customerRef, card(number, { securityCode: '987' }));
    await provider.charge({
      customerRef,
      cardToken: saved.token,
      amount: 500,
      currency: 'USD',
      description: 'x',
      idempotencyKey: crypto.randomUUID(),
    });

    const rows = [
      ...(await db.select().from(demoCustomers)),
      ...(await db.select().from(demoCards)),
      ...(await db.select().from(demoCharges)),
    ];
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(number);

    const [stored] = await db.select().from(demoCards).where(eq(demoCards.token, saved.token));
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['behaviour', 'brand', 'createdAt', 'customerId', 'detachedAt', 'expMonth', 'expYear', 'fingerprint', 'last4', 'token'].sort(),
    );
    expect(stored).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034, behaviour: 'succeed' });
    expect(stored?.fingerprint).toBe(createHmac('sha256', 'test-fingerprint-key').update(number).digest('hex'));
    expect(stored?.fingerprint).not.toBe(createHash('sha256').update(number).digest('hex'));
    expect(Object.values(stored ?? {})).not.toContain('987');
  });

  it("a card that has expired since it was saved declines with 'expired_card'", async () => {
    const customerRef = await customer();
    const saved = await provider.saveCard(customerRef, card('4242424242424242', { expMonth: 4, expYear: 2030 }));
    clock = new Date('2030-05-01T00:00:00Z');
    const outcome = await provider.charge({
      customerRef,
      cardToken: saved.token,
      amount: 100,
      currency: 'USD',
      description: 'x',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(outcome).toMatchObject({ status: 'declined', reason: 'expired_card' });
  });
});

describe('demo processor: the charge statement decides as refusal() does', () => {
  it('for every test card: its own customer or another, attached or detached, in its expiry month and after', async () => {
    const owner = await customer();
    const stranger = await customer();
    const cases: { verdict: string | null; expected: string | null }[] = [];
    for (const test of TEST_CARDS) {
      clock = MID_MARCH_2030;
      const saved = await provider.saveCard(owner, card(test.number, { expMonth: 4, expYear: 2030 }));
      for (const [at, who, detach] of [
        [new Date('2030-04-30T23:59:59Z'), owner, false],
        [new Date('2030-05-01T00:00:00Z'), owner, false],
        [new Date('2030-04-30T23:59:59Z'), stranger, false],
        [new Date('2030-04-15T00:00:00Z'), owner, true],
      ] as const) {
        clock = at;
        if (detach) await provider.removeCard(owner, saved.token);
        const [row] = await db.select().from(demoCards).where(eq(demoCards.token, saved.token));
        const outcome = await provider.charge({
          customerRef: who,
          cardToken: saved.token,
          amount: 100,
          currency: 'USD',
          description: test.note,
          idempotencyKey: crypto.randomUUID(),
        });
        cases.push({
          verdict: outcome.status === 'declined' ? outcome.reason : null,
          expected: refusal(row, who, at),
        });
      }
    }
    expect(cases.map((c) => c.verdict)).toEqual(cases.map((c) => c.expected));
    // Every branch was taken: success, each test decline, expiry, and the card refused outright.
    expect(new Set(cases.map((c) => c.expected))).toEqual(
      new Set([null, 'card_declined', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error']),
    );
  });
});
