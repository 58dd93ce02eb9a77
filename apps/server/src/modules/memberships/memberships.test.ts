import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { latestMail } from '../../../test/http-client';
import { membershipEvents, memberships } from '../../db/schema/index';
import { activeMembership, hasActiveMembership, servesPostalCode } from './index';
import { buyPlan, openPlanCheckout, professional, setMembershipDates } from './memberships.fixtures';

const { app, db } = await createTestApp();

describe('membership plans', () => {
  it('lists the four plans with the catalogue prices and what each allows', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/memberships/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json().data;
    expect(plans.map((plan: { plan: string }) => plan.plan)).toEqual(['basic', 'standard', 'plus', 'premium']);
    expect(plans[1]).toMatchObject({
      prices: { monthly: { amount: 5_900, currency: 'USD' }, yearly: { amount: 59_000, currency: 'USD' } },
      postalCodes: { monthly: 20, yearly: 30, growthEvery6Months: { monthly: 2, yearly: 6 } },
      coverage: { postalCodes: 50, radiusMiles: 30 },
    });
    expect(plans[3].postalCodes).toMatchObject({ monthly: null, yearly: null });
    expect(plans[0].translationLocales).toEqual(['en-us', 'zh-Hant']);
  });

  it('buying a plan through the wallet starts the membership once, with the next billing date and the card', async () => {
    const pro = await professional(app);
    expect(await hasActiveMembership(db, pro.accountId)).toBe(false);
    const paid = await buyPlan(pro.client, pro.cardId, 'standard', 'monthly');
    expect(paid.payment).toMatchObject({ status: 'succeeded', amount: { amount: 5_900 }, productKind: 'membership-plan' });
    const mine = (await pro.client.get('/api/v1/memberships/mine')).json().data;
    expect(mine).toMatchObject({
      plan: 'standard',
      cycle: 'monthly',
      status: 'active',
      autoRenew: true,
      card: { last4: '4242', expMonth: 12, expYear: 2031 },
      postalCodes: { used: 0, allowed: 20, remaining: 20 },
      renewalPrice: { amount: 5_900 },
    });
    const started = new Date(mine.startedAt);
    const next = new Date(mine.nextBillingDate);
    expect(next.getUTCMonth()).toBe((started.getUTCMonth() + 1) % 12);
    expect(await activeMembership(db, pro.accountId)).toMatchObject({ plan: 'standard', cycle: 'monthly', status: 'active' });
    const rows = await db.select().from(memberships).where(eq(memberships.accountId, pro.accountId));
    expect(rows).toHaveLength(1);
    const events = await db.select().from(membershipEvents).where(eq(membershipEvents.entityId, rows[0]!.id));
    expect(events.map((event) => event.action)).toEqual(['start']);
  });

  it("refuses another plan mid-term with 'Paid memberships cannot be changed at this moment.'", async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'basic', 'monthly');
    for (const [plan, cycle] of [
      ['plus', 'yearly'],
      ['basic', 'monthly'],
      ['basic', 'yearly'],
    ] as const) {
      const res = await openPlanCheckout(pro.client, plan, cycle);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: 'Paid memberships cannot be changed at this moment.' });
    }
  });

  it('turns auto-renew off and on, recording each as an event; the next billing date goes with it', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'plus', 'monthly');
    const off = await pro.client.put('/api/v1/memberships/mine', { autoRenew: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ autoRenew: false, nextBillingDate: null });
    expect(off.json().data.expiresAt).toBe(off.json().data.currentPeriodEnd);
    const on = await pro.client.put('/api/v1/memberships/mine', { autoRenew: true });
    expect(on.json().data).toMatchObject({ autoRenew: true, expiresAt: null });
    const history = (await pro.client.get('/api/v1/memberships/mine/events')).json().data;
    expect(history.map((event: { action: string }) => event.action)).toEqual(['start', 'turn-off-auto-renew', 'turn-on-auto-renew']);
  });

  it('refuses a bad plan option and a membership update without a membership', async () => {
    const pro = await professional(app);
    expect((await openPlanCheckout(pro.client, 'gold', 'monthly')).statusCode).toBe(400);
    const res = await pro.client.put('/api/v1/memberships/mine', { autoRenew: false });
    expect(res.statusCode).toBe(403);
    expect((await pro.client.get('/api/v1/memberships/mine')).json().data).toBeNull();
  });
});

describe('service postal codes', () => {
  it('adds US ZIPs from the gazetteer and other countries by their format, with the country', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'basic', 'monthly');
    const zip = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'us', postalCode: '90210' });
    expect(zip.statusCode).toBe(201);
    expect(zip.json().data.areas[0]).toMatchObject({ country: 'US', postalCode: '90210', place: expect.stringContaining('CA') });
    const uk = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'GB', postalCode: 'sw1a  1aa' });
    expect(uk.statusCode).toBe(201);
    expect(uk.json().data.areas[1]).toMatchObject({ country: 'GB', postalCode: 'SW1A 1AA', place: null });
    expect(uk.json().data).toMatchObject({ used: 2, allowed: 10, remaining: 8 });

    const unknown = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'us', postalCode: '00000' });
    expect(unknown.json()).toMatchObject({ message: 'This ZIP code does not exist.' });
    const badFormat = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'GB', postalCode: '12345' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fields.postalCode).toBe('Invalid postal code for this country.');
    const usDigits = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'us', postalCode: '9021' });
    expect(usDigits.json().fields.postalCode).toBe('5-digit postal codes (zip) only.');
    const again = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'United Kingdom', postalCode: 'SW1A 1AA' });
    expect(again.statusCode).toBe(409);

    expect(await servesPostalCode(db, pro.accountId, 'us', '90210')).toBe(true);
    expect(await servesPostalCode(db, pro.accountId, 'gb', 'sw1a 1aa')).toBe(true);
    expect(await servesPostalCode(db, pro.accountId, 'us', '10001')).toBe(false);
  });

  it('refuses a code past the allowance with the count left, and allows more once 6 months have passed', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'basic', 'monthly');
    const add = (code: string) => pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'DE', postalCode: code });
    for (let i = 0; i < 10; i++) expect((await add(`101${String(i).padStart(2, '0')}`)).statusCode).toBe(201);
    const over = await add('10199');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      success: false,
      code: 'POSTAL_CODE_LIMIT_REACHED',
      message: 'Your membership allows 10 postal codes; 0 left to add.',
      fields: { postalCode: 'Your membership allows 10 postal codes; 0 left to add.' },
    });
    const sixMonthsAgo = new Date();
    sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - 6);
    sixMonthsAgo.setUTCDate(sixMonthsAgo.getUTCDate() - 1);
    await setMembershipDates(app, pro.accountId, { startedAt: sixMonthsAgo });
    expect((await add('10199')).json().data).toMatchObject({ used: 11, allowed: 11, remaining: 0 });
    expect((await add('10198')).statusCode).toBe(409);
  });

  it('two adds at once never pass the limit together', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'basic', 'monthly');
    const add = (code: string) => pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'DE', postalCode: code });
    for (let i = 0; i < 9; i++) await add(`201${String(i).padStart(2, '0')}`);
    const results = await Promise.all([add('20190'), add('20191'), add('20192')]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await pro.client.get('/api/v1/memberships/mine/service-areas')).json().data).toMatchObject({ used: 10, allowed: 10 });
  });

  it('needs a running membership to add, and removes', async () => {
    const pro = await professional(app);
    const refused = await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'us', postalCode: '90210' });
    expect(refused.statusCode).toBe(403);
    await buyPlan(pro.client, pro.cardId, 'premium', 'monthly');
    const added = (await pro.client.post('/api/v1/memberships/mine/service-areas', { country: 'us', postalCode: '90210' })).json().data;
    expect(added).toMatchObject({ used: 1, allowed: null, remaining: null });
    const removed = await pro.client.delete(`/api/v1/memberships/mine/service-areas/${added.areas[0]._id}`);
    expect(removed.json().data).toMatchObject({ used: 0, areas: [] });
    expect(await latestMail(app, pro.email)).toBeDefined();
  });
});
