import { MESSAGES } from '@app/shared/messages/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUpVerified, type HttpClient } from '../../../test/http-client';
import { completeDraft } from '../../../test/listing-fixtures';
import { cardForm, payCheckout } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { adminAudit, couponRedemptions, demoCharges } from '../../db/schema/index';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let codes = 0;
/** Creates a coupon through the admin API; its JSON. */
async function coupon(overrides: Record<string, unknown> = {}) {
  codes += 1;
  const res = await admin.post('/api/v1/admin/coupons', {
    code: `spring-${codes}`,
    discount: { kind: 'percent', percentOff: 20 },
    appliesTo: 'listing-plan',
    validFrom: today,
    validUntil: dayOffset(30),
    maxUses: null,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`coupon failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; code: string };
}

/** A verified seller with a listing ready to publish, and its open 6-month plan checkout (249.00). */
async function sellerAtCheckout(client: HttpClient = httpClient(app)) {
  await signUpVerified(app, client);
  const draft = (await client.post('/api/v1/properties', await completeDraft(app, client))).json().data;
  const checkout = (
    await client.post('/api/v1/checkouts', { product: { kind: 'listing-plan', ref: draft._id, options: { term: 6 } } })
  ).json().data;
  return { client, checkoutId: checkout._id as string, listingId: draft._id as string };
}

const apply = (client: HttpClient, checkoutId: string, code: string) => client.post(`/api/v1/checkouts/${checkoutId}/coupon`, { code });
const payWithCard = (client: HttpClient, checkoutId: string, key?: string) => payCheckout(client, checkoutId, { card: cardForm() }, key);

describe('coupons at checkout', () => {
  it('prices the plan again on the server, charges the discounted price and shows the discount on the receipt', async () => {
    const { code } = await coupon({ discount: { kind: 'percent', percentOff: 20 } });
    const { client, checkoutId, listingId } = await sellerAtCheckout();
    const applied = await apply(client, checkoutId, code.toLowerCase());
    expect(applied.statusCode).toBe(200);
    const discounted = applied.json().data;
    expect(discounted._id).not.toBe(checkoutId);
    expect(discounted.amount).toEqual({ amount: 19_920, currency: 'USD' });
    expect(discounted.discount).toEqual({ code, amount: { amount: 4_980, currency: 'USD' } });
    expect((await client.get(`/api/v1/checkouts/${checkoutId}`)).json().data.status).toBe('cancelled');

    const paid = await payWithCard(client, discounted._id);
    expect(paid.statusCode).toBe(200);
    const receipt = paid.json().data.receipt;
    expect(receipt.items[0].amount).toEqual({ amount: 24_900, currency: 'USD' });
    expect(receipt.discount).toEqual({ code, amount: { amount: 4_980, currency: 'USD' } });
    expect(receipt.total).toEqual({ amount: 19_920, currency: 'USD' });
    const charge = await db
      .select()
      .from(demoCharges)
      .where(eq(demoCharges.idempotencyKey, `payment:${paid.json().data.payment._id}`));
    expect(charge[0]?.amount).toBe(19_920);
    expect((await client.get(`/api/v1/properties/${listingId}/edit`)).json().data.status).toBe('active');
    const listed = (await admin.get('/api/v1/admin/coupons')).json().data.find((c: { code: string }) => c.code === code);
    expect(listed).toMatchObject({ uses: 1, held: 0, active: true });
  });

  it('a retried payment (same Idempotency-Key) redeems the coupon once', async () => {
    const { code, _id } = await coupon({ maxUses: 5 });
    const { client, checkoutId } = await sellerAtCheckout();
    const discounted = (await apply(client, checkoutId, code)).json().data;
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([payWithCard(client, discounted._id, key), payWithCard(client, discounted._id, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await payWithCard(client, discounted._id, key)).statusCode).toBe(200);
    const rows = await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, _id));
    expect(rows.map((row) => row.status)).toEqual(['redeemed']);
  });

  it('holds its use limit when buyers race for the last use', async () => {
    const { code, _id } = await coupon({ maxUses: 2 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => sellerAtCheckout()));
    const replies = await Promise.all(buyers.map((buyer) => apply(buyer.client, buyer.checkoutId, code)));
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(2);
    for (const refused of replies.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.couponUsedUp);
    }
    const held = await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, _id));
    expect(held).toHaveLength(2);
  });

  it('is once per account by default, and as often as the limit allows when the admin says so', async () => {
    const once = await coupon({ appliesTo: 'any' });
    const many = await coupon({ appliesTo: 'any', oncePerAccount: false });
    const client = httpClient(app);
    const first = await sellerAtCheckout(client);
    const paid = await payWithCard(client, (await apply(client, first.checkoutId, once.code)).json().data._id);
    expect(paid.statusCode).toBe(200);
    const draft = (await client.post('/api/v1/properties', await completeDraft(app, client))).json().data;
    const next = (
      await client.post('/api/v1/checkouts', { product: { kind: 'listing-plan', ref: draft._id, options: { term: 3 } } })
    ).json().data;
    const again = await apply(client, next._id, once.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.couponAlreadyUsed);
    expect((await apply(client, next._id, many.code)).statusCode).toBe(200);
  });

  it('gives back a held use when the buyer opens another checkout and applies the code there', async () => {
    const { code } = await coupon({ maxUses: 1 });
    const { client, checkoutId, listingId } = await sellerAtCheckout();
    const firstHold = (await apply(client, checkoutId, code)).json().data;
    const again = (
      await client.post('/api/v1/checkouts', { product: { kind: 'listing-plan', ref: listingId, options: { term: 6 } } })
    ).json().data;
    const second = await apply(client, again._id, code);
    expect(second.statusCode).toBe(200);
    expect((await client.get(`/api/v1/checkouts/${firstHold._id}`)).json().data.status).toBe('cancelled');
  });

  it('removing the code goes back to the full price', async () => {
    const { code } = await coupon();
    const { client, checkoutId } = await sellerAtCheckout();
    const discounted = (await apply(client, checkoutId, code)).json().data;
    const full = await client.delete(`/api/v1/checkouts/${discounted._id}/coupon`);
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toMatchObject({ amount: { amount: 24_900 }, discount: null, status: 'open' });
  });

  it('says clearly why a code cannot be used: unknown, expired, not yet valid, deactivated, not for this purchase', async () => {
    const { client, checkoutId } = await sellerAtCheckout();
    const unknown = await apply(client, checkoutId, 'NO-SUCH-CODE');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.couponUnknown]);
    const expired = await coupon({ validFrom: dayOffset(-10), validUntil: dayOffset(-1) });
    expect((await apply(client, checkoutId, expired.code)).json().message).toBe(MESSAGES.couponExpired);
    const future = await coupon({ validFrom: dayOffset(2), validUntil: dayOffset(5) });
    expect((await apply(client, checkoutId, future.code)).json().message).toBe(MESSAGES.couponExpired);
    const stopped = await coupon();
    expect((await admin.post(`/api/v1/admin/coupons/${stopped._id}/deactivate`, { why: 'Leaked on a forum' })).statusCode).toBe(200);
    expect((await apply(client, checkoutId, stopped.code)).json().message).toBe(MESSAGES.couponExpired);
    const membership = await coupon({ appliesTo: 'membership-plan' });
    const wrong = await apply(client, checkoutId, membership.code);
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, MESSAGES.couponNotApplicable]);
    expect((await client.get(`/api/v1/checkouts/${checkoutId}`)).json().data).toMatchObject({ status: 'open', discount: null });
  });

  it("refuses another buyer's checkout as not found", async () => {
    const { code } = await coupon();
    const { checkoutId } = await sellerAtCheckout();
    const other = httpClient(app);
    await signUpVerified(app, other);
    expect((await apply(other, checkoutId, code)).statusCode).toBe(404);
  });
});

describe('coupons in the admin console', () => {
  it('logs creating and deactivating a coupon in the audit log, and refuses a taken code', async () => {
    const made = await coupon({ discount: { kind: 'amount', amountOff: 2_500 }, maxUses: 10, oncePerAccount: false });
    const taken = await admin.post('/api/v1/admin/coupons', {
      code: made.code.toLowerCase(),
      discount: { kind: 'percent', percentOff: 5 },
      appliesTo: 'any',
      validFrom: today,
      validUntil: today,
      maxUses: null,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, MESSAGES.couponCodeTaken]);
    await admin.post(`/api/v1/admin/coupons/${made._id}/deactivate`, { why: 'Campaign over' });
    const again = await admin.post(`/api/v1/admin/coupons/${made._id}/deactivate`, { why: 'Campaign over' });
    expect(again.statusCode).toBe(409);
    const events = await db.select().from(adminAudit).where(eq(adminAudit.targetId, made._id));
    expect(events.map((event) => [event.action, event.reason]).sort()).toEqual([
      ['coupon.create', null],
      ['coupon.deactivate', 'Campaign over'],
    ]);
  });

  it('refuses dates out of order and an empty code with field messages', async () => {
    const res = await admin.post('/api/v1/admin/coupons', {
      code: 'x',
      discount: { kind: 'percent', percentOff: 5 },
      appliesTo: 'any',
      validFrom: dayOffset(3),
      validUntil: today,
      maxUses: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ code: MESSAGES.couponCodeFormat, validUntil: MESSAGES.couponDatesOrder });
  });
});
