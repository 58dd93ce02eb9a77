/**
 * Cards with Stripe configured, against the recorded Stripe peer (platform/payments/stripe/testing):
 * only a PaymentMethod id made by Stripe.js is taken; card digits are refused before Stripe is called.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified } from '../../../test/http-client';
import { cardForm, openCheckout, payCheckout, registerTestProduct } from '../../../test/payment-fixtures';
import { useRecordedStripe } from '../../platform/payments/stripe/testing/recorded-stripe';

const SECRET_KEY = 'sk_test_recorded_51SkR0000000000000000';
const PM = 'pm_1SkR7uLkdIwHu7ixQm4ZcT2e';
const recorded = await useRecordedStripe(SECRET_KEY);

const { app } = await createTestApp({ stripe: { secretKey: SECRET_KEY, publishableKey: 'pk_test_recorded', apiBase: recorded.apiBase } });
registerTestProduct(app);

const { number: _number, expiry: _expiry, securityCode: _securityCode, ...billing } = cardForm();
const NOT_ACCEPTED = 'Enter the card in the secure card field; card numbers are not accepted here.';

async function buyer() {
  const client = httpClient(app);
  const { email } = await signUpVerified(app, client);
  const accountId = (await client.get('/api/v1/account')).json().data._id as string;
  return { client, email, accountId };
}

describe('cards with Stripe', () => {
  it('tells the web that Stripe takes the cards, with the publishable key for Stripe.js', async () => {
    const res = await httpClient(app).get('/api/v1/payments/provider');
    expect(res.json()).toEqual({ success: true, data: { provider: 'stripe', publishableKey: 'pk_test_recorded' } });
  });

  it('refuses card digits in the wallet and at checkout, without calling Stripe', async () => {
    const { client } = await buyer();
    const added = await client.post('/api/v1/wallet/cards', cardForm());
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ success: false, fields: { number: NOT_ACCEPTED } });
    const open = await openCheckout(client);
    const paid = await payCheckout(client, open._id, { card: cardForm() });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({ success: false, code: 'INVALID_INPUTS' });
    // Nothing reached the peer: an unexpected request would be in `problems` (checked after each test).
  });

  it('saves the PaymentMethod Stripe.js made by attaching it to the customer, and shows what Stripe says of it', async () => {
    const { client, email, accountId } = await buyer();
    recorded.expect(
      {
        method: 'POST',
        path: '/v1/customers',
        params: { email, name: 'Mei Lin', 'metadata[accountId]': accountId },
        fixture: 'customer.json',
      },
      {
        method: 'POST',
        path: `/v1/payment_methods/${PM}/attach`,
        params: { customer: 'cus_TzQ4bW1nKp8sVd' },
        fixture: 'payment_method_attached.json',
      },
    );
    const res = await client.post('/api/v1/wallet/cards', { ...billing, paymentMethodId: PM });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      cardholderName: 'Mei Lin',
      isDefault: true,
    });
  });

  it("answers 'Invalid Card' for something that is not a PaymentMethod id", async () => {
    const { client } = await buyer();
    const res = await client.post('/api/v1/wallet/cards', { ...billing, paymentMethodId: '4242424242424242' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ paymentMethodId: 'Invalid Card' });
  });
});

describe('the page policy with Stripe', () => {
  it("lets Stripe.js load, frame its card field and call Stripe's API, and nothing more", async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/api/v1/prices' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});
