import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp, signUpVerified } from '../../../test/http-client';
import { cardForm, IBAN_PAYOUT_FORM, PAYOUT_FORM } from '../../../test/payment-fixtures';
import { paymentCards, payoutMethods } from '../../db/schema/index';
import { revealPayoutAccountNumber } from './payout-methods.service';

const { app, db } = await createTestApp();

async function member() {
  const client = httpClient(app);
  const { account } = await signUpVerified(app, client);
  return { client, accountId: account._id };
}

/** Posts `body` as a new member and expects 400 in the error envelope, with `message` on `field`. */
async function expectFieldError(url: string, body: object, field: string, message: string) {
  const { client } = await member();
  const res = await client.post(url, body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false });
  expect(res.json().fields[field]).toBe(message);
}

describe('cards', () => {
  it('adds a card, keeping only brand, last four, expiry and billing (never the number or code)', async () => {
    const { client, accountId } = await member();
    const res = await client.post('/api/v1/wallet/cards', cardForm('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, isDefault: true, expired: false });
    const rows = await db.select().from(paymentCards).where(eq(paymentCards.accountId, accountId));
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).not.toContain('"123"');
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, 'number', 'Invalid credit card number'],
    [{ expiry: '01/2020' }, 'expiry', 'Invalid expiration date'],
    [{ expiry: '13/2030' }, 'expiry', 'Invalid expiration date'],
    [{ securityCode: '12' }, 'securityCode', 'Invalid Card'],
    [{ city: '' }, 'city', 'Please make sure all billing information is filled out'],
  ])('rejects %j with %s: %s', async (override, field, message) => {
    await expectFieldError('/api/v1/wallet/cards', cardForm('4242 4242 4242 4242', override), field, message);
  });

  it('keeps one default: the first card, then the chosen one; removing the default promotes the next', async () => {
    const { client } = await member();
    const first = (await client.post('/api/v1/wallet/cards', cardForm('4242 4242 4242 4242'))).json().data;
    const second = (await client.post('/api/v1/wallet/cards', cardForm('5555 5555 5555 4444'))).json().data;
    expect(second.isDefault).toBe(false);
    const afterDefault = (await client.put(`/api/v1/wallet/cards/${second._id}/default`)).json().data;
    expect(afterDefault.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    expect((await client.delete(`/api/v1/wallet/cards/${second._id}`)).statusCode).toBe(200);
    const left = (await client.get('/api/v1/wallet/cards')).json().data;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ _id: first._id, isDefault: true });
  });

  it("never shows or touches another person's card", async () => {
    const { client } = await member();
    const card = (await client.post('/api/v1/wallet/cards', cardForm())).json().data;
    const { client: other } = await member();
    expect((await other.get('/api/v1/wallet/cards')).json().data).toEqual([]);
    expect((await other.delete(`/api/v1/wallet/cards/${card._id}`)).statusCode).toBe(404);
    expect((await other.put(`/api/v1/wallet/cards/${card._id}/default`)).statusCode).toBe(404);
  });

  it('is for verified accounts only', async () => {
    const client = httpClient(app);
    await signUp(client);
    expect((await client.get('/api/v1/wallet/cards')).statusCode).toBe(403);
    expect((await httpClient(app).get('/api/v1/wallet/cards')).statusCode).toBe(401);
  });
});

describe('card billing postal codes follow the billing country', () => {
  it.each([
    [{ country: 'AUS', state: 'NSW', postalCode: '2000' }],
    [{ country: 'ca', state: 'ON', postalCode: 'K1A 0B1' }],
    [{ country: 'gb', state: 'London', postalCode: 'SW1A 1AA' }],
    [{ country: 'cn', state: 'Beijing', postalCode: '100000' }],
    [{ country: 'hk', state: 'Kowloon', postalCode: '' }],
  ])('adds a card billed to %j', async (billing) => {
    const { client } = await member();
    const res = await client.post('/api/v1/wallet/cards', cardForm('4242 4242 4242 4242', billing));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.billing).toMatchObject(billing);
  });

  it.each([
    [{ country: 'gb', postalCode: '94105' }, 'postalCode', 'Invalid postal code for this country.'],
    [{ country: 'us', postalCode: '9410' }, 'postalCode', '5-digit postal codes (zip) only.'],
    [{ country: 'ca', postalCode: '' }, 'postalCode', 'Please make sure all billing information is filled out'],
    [{ country: 'Atlantis' }, 'country', 'Invalid Input'],
  ])('rejects %j on %s with %s', async (override, field, message) => {
    await expectFieldError('/api/v1/wallet/cards', cardForm('4242 4242 4242 4242', override), field, message);
  });

  it('drops a postal code sent for a country that has none', async () => {
    const { client } = await member();
    const res = await client.post(
      '/api/v1/wallet/cards',
      cardForm('4242 4242 4242 4242', { country: 'hk', state: 'Kowloon', postalCode: '999077' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.billing.postalCode).toBe('');
  });
});

describe('payout methods', () => {
  const form = PAYOUT_FORM;

  it('stores the account number sealed and shows only its last four digits', async () => {
    const { client, accountId } = await member();
    const res = await client.post('/api/v1/payoutmethods', form);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'us',
      name: 'Mei Lin',
      holderName: 'Mei Lin',
      accountType: 'checking',
      accountLast4: '6789',
      routingNumber: '021000021',
      bic: null,
    });
    expect(res.body).not.toContain('000123456789');
    const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.accountId, accountId));
    expect(row?.accountNumberCiphertext).not.toContain('123456789');
    expect(await revealPayoutAccountNumber(app.deps, accountId, row?.id ?? '')).toBe('000123456789');
  });

  it.each([
    [{ routingNumber: '021000022' }, 'routingNumber', 'Invalid routing number.'],
    [{ routingNumber: '' }, 'routingNumber', 'Routing number required.'],
    [{ confirmAccountNumber: '000123456780' }, 'confirmAccountNumber', 'Account numbers do not match'],
    [{ postalCode: '941' }, 'postalCode', '5-digit postal codes (zip) only.'],
    [{ name: '' }, 'name', 'Name required.'],
    [{ holderName: ' ' }, 'holderName', 'Name required.'],
    [{ accountNumber: '12ab', confirmAccountNumber: '12ab' }, 'accountNumber', 'Numbers only.'],
  ])('rejects %j on %s with %s', async (override, field, message) => {
    await expectFieldError('/api/v1/payoutmethods', { ...form, ...override }, field, message);
  });

  it('pays professionals abroad: an IBAN account with its BIC, the IBAN sealed and shown by its last four', async () => {
    const { client, accountId } = await member();
    const res = await client.post('/api/v1/payoutmethods', IBAN_PAYOUT_FORM);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      kind: 'iban',
      name: 'Lin Appraisals GmbH',
      holderName: 'Mei Lin',
      accountLast4: '3000',
      bic: 'COBADEFFXXX',
      routingNumber: null,
      accountType: null,
      address: { city: 'Berlin', postalCode: '10117', country: 'de' },
    });
    expect(res.body).not.toContain('0532013000');
    const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.accountId, accountId));
    expect(await revealPayoutAccountNumber(app.deps, accountId, row?.id ?? '')).toBe('DE89370400440532013000');
    expect((await client.get('/api/v1/payoutmethods')).json().data).toHaveLength(1);
  });

  it.each([
    [{ iban: 'DE89 3704 0044 0532 0130 01', confirmIban: 'DE89 3704 0044 0532 0130 01' }, 'iban', 'Invalid IBAN.'],
    [{ iban: '' }, 'iban', 'IBAN required.'],
    [{ confirmIban: 'DE89370400440532013001' }, 'confirmIban', 'Account numbers do not match'],
    [{ bic: 'COBA' }, 'bic', 'Invalid BIC (SWIFT code).'],
    [{ bic: '' }, 'bic', 'BIC (SWIFT code) required.'],
    [{ postalCode: '1011' }, 'postalCode', 'Invalid postal code for this country.'],
    [{ holderName: '' }, 'holderName', 'Name required.'],
    [{ kind: 'swift' }, 'kind', 'Invalid Input'],
  ])('rejects the IBAN account %j on %s with %s', async (override, field, message) => {
    await expectFieldError('/api/v1/payoutmethods', { ...IBAN_PAYOUT_FORM, ...override }, field, message);
  });

  it('keeps a US account and an IBAN account apart in the database: no IBAN row without a BIC, no US row without a routing number', async () => {
    const { accountId } = await member();
    const base = {
      accountId,
      name: 'x',
      holderName: 'x',
      accountNumberCiphertext: 'x',
      accountLast4: '0000',
      street: 'x',
      city: 'x',
      postalCode: '10117',
    };
    await expect(db.insert(payoutMethods).values({ ...base, kind: 'iban' })).rejects.toThrow();
    await expect(db.insert(payoutMethods).values({ ...base, kind: 'us', accountType: 'checking' })).rejects.toThrow();
  });

  it("lists and removes one's own, never another's", async () => {
    const { client } = await member();
    const created = (await client.post('/api/v1/payoutmethods', form)).json().data;
    const { client: other } = await member();
    expect((await other.delete(`/api/v1/payoutmethods/${created._id}`)).statusCode).toBe(404);
    expect((await other.get('/api/v1/payoutmethods')).json().data).toEqual([]);
    expect((await client.delete(`/api/v1/payoutmethods/${created._id}`)).statusCode).toBe(200);
    expect((await client.get('/api/v1/payoutmethods')).json().data).toEqual([]);
  });
});

describe('cards with the demo processor (the default)', () => {
  it('says the demo processor takes the cards, so the web shows its own card form', async () => {
    expect((await httpClient(app).get('/api/v1/payments/provider')).json()).toEqual({
      success: true,
      data: { provider: 'demo', publishableKey: null },
    });
  });

  it('refuses a Stripe PaymentMethod id: the demo processor takes the card itself', async () => {
    const { client } = await member();
    const { number: _number, expiry: _expiry, securityCode: _securityCode, ...billing } = cardForm();
    const res = await client.post('/api/v1/wallet/cards', { ...billing, paymentMethodId: 'pm_1SkR7uLkdIwHu7ixQm4ZcT2e' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['number', 'expiry', 'securityCode']));
  });
});
