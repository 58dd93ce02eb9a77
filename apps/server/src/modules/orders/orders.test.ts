import type { TOrder } from '@app/shared/orders/orders.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { latestMail } from '../../../test/http-client';
import { unbalancedLedgerTransactions } from '../../../test/payment-fixtures';
import { devMailbox, ledgerTransactions, payments, serviceOrderEvents, serviceOrders } from '../../db/schema/index';
import { ledgerBalance } from '../payments/index';
import { professional } from '../memberships/memberships.fixtures';
import { seedListing } from '../../seed/factories';
import { ORDER_FEES_ACCOUNT, payableAccount } from './order-ledger';
import { ADDRESS, orderFor, orderPath, placeOrder, provider, reportFile } from './orders.fixtures';

const { app, db } = await createTestApp();
const appraiser = await provider(app, 'appraisal');
const inspector = await provider(app, 'inspection');
const mediaPro = await provider(app, 'media');
const buyer = await professional(app);
const stranger = await professional(app);

const move = (client: typeof buyer.client, order: TOrder, status: string, extra: Record<string, unknown> = {}) =>
  client.patch(orderPath(order), { logEntry: { status, ...extra } });
const moveWithFile = (client: typeof buyer.client, order: TOrder, status: string, fileId: string) =>
  client.patch(orderPath(order), { logEntry: { status }, fileId });
const refunded = async (order: TOrder) => {
  await app.deps.outbox.drain();
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, order._id));
  const [payment] = await db.select().from(payments).where(eq(payments.id, row!.paymentId));
  return payment!.refundedAmount;
};
const payouts = (order: TOrder) =>
  db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.memo, `order-payout:${order._id}`));

describe('placing an order', () => {
  it('pays through checkout and places a pending order with its first log entry, due in 2 days, for its two parties only', async () => {
    const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
    expect(order).toMatchObject({
      serviceType: 'appraisal',
      status: 'pending',
      price: { amount: 20_000, currency: 'USD' },
      appraisalType: 'drive-by',
    });
    expect(order.log.map((entry) => entry.status)).toEqual(['pending']);
    expect(new Date(order.dueDate!).getTime() - new Date(order.log[0]!.date).getTime()).toBe(2 * 86_400_000);
    expect(order.cancelRefund).toEqual({ amount: 20_000, currency: 'USD' });

    const seller = (await appraiser.client.get(`/api/v1/appraisalOrders/seller/${appraiser.accountId}`)).json().data as TOrder[];
    expect(seller.map((o) => o._id)).toContain(order._id);
    expect(seller.find((o) => o._id === order._id)?.actions).toEqual(['accept', 'decline']);
    expect((await stranger.client.get(`/api/v1/orders/${order._id}`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/api/v1/appraisalOrders/buyer/${buyer.accountId}`)).statusCode).toBe(403);
    expect((await move(stranger.client, order, 'accepted')).statusCode).toBe(404);
    expect(await latestMail(app, appraiser.email)).toBeDefined();
  });

  it("refuses an inspection without items ('Select at least one item') and a provider outside the postal code", async () => {
    const none = await buyer.client.post('/api/v1/checkouts', {
      product: { kind: 'service-order', ref: inspector.accountId, options: { kind: 'inspection', ...ADDRESS, items: '' } },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Select at least one item');
    const outside = await buyer.client.post('/api/v1/checkouts', {
      product: {
        kind: 'service-order',
        ref: inspector.accountId,
        options: { kind: 'inspection', ...ADDRESS, postalCode: '10001', items: 'radon-gas' },
      },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Outside of service area');
  });
});

describe('an order on a listing', () => {
  it('is placed for the listing address and keeps the listing from being removed while open', async () => {
    const listing = await seedListing(db, {
      ownerId: stranger.accountId,
      zip: '78701',
      country: 'US',
      complete: true,
      status: 'active',
      hidden: false,
    });
    const order = await placeOrder(buyer, {
      professionalId: appraiser.accountId,
      listingId: listing.id,
      kind: 'appraisal',
      appraisalType: 'drive-by',
      sizeRange: '1500-2999',
    });
    expect(order).toMatchObject({ propertyId: listing.id, address: { postalCode: '78701', country: 'US' } });
    const removal = await stranger.client.delete(`/api/v1/properties/${listing.id}`);
    expect(removal.statusCode).toBe(409);
    await move(buyer.client, order, 'cancelled', { reason: 'Better price available' });
    expect((await stranger.client.delete(`/api/v1/properties/${listing.id}`)).statusCode).toBe(200);
  });
});

describe('money', () => {
  it('cancelling before acceptance refunds in full, once', async () => {
    const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
    const cancelled = await move(buyer.client, order, 'cancelled', { reason: 'Accidental order' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.log.at(-1)).toMatchObject({ status: 'cancelled', reason: 'Accidental order', actor: 'customer' });
    expect(await refunded(order)).toBe(20_000);
    expect((await move(buyer.client, order, 'cancelled', { reason: 'Accidental order' })).json().message).toBe('Error Updating Order');
    expect(await refunded(order)).toBe(20_000);
    expect(await payouts(order)).toHaveLength(0);
  });

  it('cancelling after acceptance refunds half (shown before) and pays the provider the rest minus the fee', async () => {
    const order = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
    expect(order.price.amount).toBe(42_000);
    const accepted = (await move(inspector.client, order, 'accepted')).json().data as TOrder;
    expect(accepted.status).toBe('accepted');
    const asCustomer = (await buyer.client.get(`/api/v1/orders/${order._id}`)).json().data as TOrder;
    expect(asCustomer.cancelRefund).toEqual({ amount: 21_000, currency: 'USD' });
    const before = await ledgerBalance(db, payableAccount(inspector.accountId), 'USD');
    expect((await move(buyer.client, order, 'cancelled', { reason: 'No longer needed' })).statusCode).toBe(200);
    expect(await refunded(order)).toBe(21_000);
    expect(await ledgerBalance(db, payableAccount(inspector.accountId), 'USD')).toBe(before - 18_900);
  });

  it('a declined order is refunded in full and needs a reason', async () => {
    const order = await placeOrder(buyer, orderFor('media', mediaPro.accountId));
    const noReason = await mediaPro.client.put('/api/v1/media-orders/professional', {
      order: { _id: order._id, logEntry: { status: 'declined' } },
    });
    expect(noReason.statusCode).toBe(400);
    const declined = await mediaPro.client.put('/api/v1/media-orders/professional', {
      order: { _id: order._id, logEntry: { status: 'declined', reason: 'Busy' } },
    });
    expect(declined.json().data.status).toBe('declined');
    expect(await refunded(order)).toBe(38_000);
  });

  it('completion pays the provider once through the ledger minus 10%, even when two completions race', async () => {
    const order = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
    await move(appraiser.client, order, 'accepted');
    expect((await move(appraiser.client, order, 'submitted')).statusCode).toBe(400);
    const file = await reportFile(app, appraiser.client);
    const submitted = (await moveWithFile(appraiser.client, order, 'submitted', file)).json().data as TOrder;
    expect(submitted).toMatchObject({ status: 'submitted', hasFile: true, dueDate: null });
    expect((await buyer.client.get(`/api/v1/orders/${order._id}/file`)).statusCode).toBe(302);
    expect((await stranger.client.get(`/api/v1/orders/${order._id}/file`)).statusCode).toBe(404);

    const payableBefore = await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD');
    const feesBefore = await ledgerBalance(db, ORDER_FEES_ACCOUNT, 'USD');
    const [a, b] = await Promise.all([move(buyer.client, order, 'completed'), move(buyer.client, order, 'completed')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await move(buyer.client, order, 'completed')).json().message).toBe('Error Updating Order');
    expect(await payouts(order)).toHaveLength(1);
    expect(await ledgerBalance(db, payableAccount(appraiser.accountId), 'USD')).toBe(payableBefore - 18_000);
    expect(await ledgerBalance(db, ORDER_FEES_ACCOUNT, 'USD')).toBe(feesBefore - 2_000);
    expect(await refunded(order)).toBe(0);
    expect(await unbalancedLedgerTransactions(db)).toEqual([]);
  });
});

describe('orders:expire', () => {
  const expire = () => app.deps.jobs.runNow('orders:expire');
  const pastDue = async (order: TOrder) =>
    db
      .update(serviceOrders)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(serviceOrders.id, order._id));

  it("logs 'expired' with 'Past Due' as the server, refunds in full, mails both parties, and a second run changes nothing", async () => {
    const order = await placeOrder(buyer, orderFor('media', mediaPro.accountId));
    const kept = await placeOrder(buyer, orderFor('appraisal', appraiser.accountId));
    await pastDue(order);
    expect(await expire()).toBe(true);
    expect(await expire()).toBe(true);
    const expired = (await buyer.client.get(`/api/v1/orders/${order._id}`)).json().data as TOrder;
    expect(expired.status).toBe('expired');
    expect(expired.log.map((entry) => [entry.status, entry.reason, entry.actor])).toEqual([
      ['pending', null, 'customer'],
      ['expired', 'Past Due', 'system'],
    ]);
    expect(await refunded(order)).toBe(38_000);
    const events = await db
      .select()
      .from(serviceOrderEvents)
      .where(and(eq(serviceOrderEvents.entityId, order._id), eq(serviceOrderEvents.action, 'expire')));
    expect(events).toHaveLength(1);
    for (const email of [buyer.email, mediaPro.email]) {
      const mails = await db.select().from(devMailbox).where(eq(devMailbox.to, email));
      expect(mails.filter((mail) => mail.subject.includes(String(order.orderNumber)) && mail.text.includes('Past Due'))).toHaveLength(1);
    }
    expect(((await buyer.client.get(`/api/v1/orders/${kept._id}`)).json().data as TOrder).status).toBe('pending');
  });

  it('an accepted order is due at its second log entry plus the service days, and expires past it with a full refund', async () => {
    const order = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
    const accepted = (await move(inspector.client, order, 'accepted')).json().data as TOrder;
    expect(new Date(accepted.dueDate!).getTime() - new Date(accepted.log[1]!.date).getTime()).toBe(5 * 86_400_000);
    await pastDue(order);
    await expire();
    expect(((await buyer.client.get(`/api/v1/orders/${order._id}`)).json().data as TOrder).status).toBe('expired');
    expect(await refunded(order)).toBe(42_000);
    expect(await payouts(order)).toHaveLength(0);
  });
});

describe('reviews', () => {
  it('only the customer of a completed order reviews it, once; the provider answers once; the profile shows the rating', async () => {
    const order = await placeOrder(buyer, orderFor('media', mediaPro.accountId));
    const review = { stars: 4, text: 'Sharp aerial shots, on time.' };
    expect((await buyer.client.post(`/api/v1/professionalReview/${order._id}`, review)).statusCode).toBe(409);
    await mediaPro.client.put('/api/v1/media-orders/professional', { order: { _id: order._id, logEntry: { status: 'accepted' } } });
    const file = await reportFile(app, mediaPro.client);
    await mediaPro.client.put('/api/v1/media-orders/professional', {
      order: { _id: order._id, logEntry: { status: 'delivered' }, fileId: file },
    });
    expect((await move(buyer.client, order, 'completed')).json().data.status).toBe('completed');

    expect((await stranger.client.post(`/api/v1/professionalReview/${order._id}`, review)).statusCode).toBe(404);
    expect((await mediaPro.client.post(`/api/v1/professionalReview/${order._id}`, review)).statusCode).toBe(409);
    const made = await buyer.client.post(`/api/v1/professionalReview/${order._id}`, review);
    expect(made.statusCode).toBe(201);
    expect((await buyer.client.post(`/api/v1/professionalReview/${order._id}`, review)).statusCode).toBe(409);
    const id = made.json().data._id as string;
    expect((await buyer.client.put(`/api/v1/professionalReview/${id}/answer`, { text: 'Thanks!' })).statusCode).toBe(404);
    expect((await mediaPro.client.put(`/api/v1/professionalReview/${id}/answer`, { text: 'Thank you!' })).json().data.answer).toBe(
      'Thank you!',
    );
    expect((await mediaPro.client.put(`/api/v1/professionalReview/${id}/answer`, { text: 'Again' })).statusCode).toBe(409);
    const shown = (await app.inject({ method: 'GET', url: `/api/v1/professionalReview/professional/${mediaPro.accountId}` })).json().data;
    expect(shown).toMatchObject({ rating: 4, count: 1, reviews: [{ stars: 4, text: review.text, answer: 'Thank you!' }] });
  });
});

describe("the provider's days (decision 074)", () => {
  const DAY = 86_400_000;
  const dueAfterAcceptance = (order: TOrder) => new Date(order.dueDate!).getTime() - new Date(order.log[1]!.date).getTime();
  const statusOf = async (order: TOrder) => ((await buyer.client.get(`/api/v1/orders/${order._id}`)).json().data as TOrder).status;
  const setTotal = (client: typeof buyer.client, order: TOrder, totalTimeDays: unknown) =>
    client.put(`/api/v1/inspectionOrders/${order._id}`, { totalTimeDays });

  it('an inspector sets totalTimeDays: the due date moves to the second log entry plus those days, both are mailed, and the expiry job follows it', async () => {
    const order = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
    const accepted = (await move(inspector.client, order, 'accepted')).json().data as TOrder;
    expect(dueAfterAcceptance(accepted)).toBe(5 * DAY);

    const set = await setTotal(inspector.client, order, 12);
    expect(set.statusCode).toBe(200);
    const updated = set.json().data as TOrder;
    expect(updated).toMatchObject({ totalTimeDays: 12, status: 'accepted' });
    expect(updated.log.map((entry) => entry.status)).toEqual(['pending', 'accepted']);
    expect(dueAfterAcceptance(updated)).toBe(12 * DAY);
    expect(((await buyer.client.get(`/api/v1/orders/${order._id}`)).json().data as TOrder).dueDate).toBe(updated.dueDate);
    await app.deps.outbox.drain();
    const mails = await db.select().from(devMailbox).where(eq(devMailbox.to, buyer.email));
    expect(mails.filter((mail) => mail.subject.includes(String(order.orderNumber)) && mail.text.includes('number of days'))).toHaveLength(
      1,
    );

    // Placed four days ago, accepted three days ago: 4 days leaves a day to go, 2 days is past due.
    for (const [action, days] of [
      ['place', 4],
      ['accept', 3],
    ] as const)
      await db
        .update(serviceOrderEvents)
        .set({ at: new Date(Date.now() - days * DAY) })
        .where(and(eq(serviceOrderEvents.entityId, order._id), eq(serviceOrderEvents.action, action)));
    await setTotal(inspector.client, order, 4);
    await app.deps.jobs.runNow('orders:expire');
    expect(await statusOf(order)).toBe('accepted');
    await setTotal(inspector.client, order, 2);
    await app.deps.jobs.runNow('orders:expire');
    expect(await statusOf(order)).toBe('expired');
    expect((await setTotal(inspector.client, order, 9)).json().message).toBe('Error Updating Order');
  });

  it('a media professional revises the time frame: the due date is the second entry plus revisedTimeFrame instead of the sum', async () => {
    const order = await placeOrder(buyer, orderFor('media', mediaPro.accountId));
    const accepted = (
      await mediaPro.client.put('/api/v1/media-orders/professional', { order: { _id: order._id, logEntry: { status: 'accepted' } } })
    ).json().data as TOrder;
    expect(dueAfterAcceptance(accepted)).toBe(10 * DAY);
    const revised = await mediaPro.client.put(`/api/v1/mediaOrders/${order._id}`, { revisedTimeFrame: 7 });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().data.revisedTimeFrame).toBe(7);
    expect(dueAfterAcceptance(revised.json().data as TOrder)).toBe(7 * DAY);
  });

  it("only the order's provider sets them, with the form's words for bad values and 404 for another kind's order", async () => {
    const inspection = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
    const media = await placeOrder(buyer, orderFor('media', mediaPro.accountId));
    const refusedCustomer = await setTotal(buyer.client, inspection, 6);
    expect(refusedCustomer.statusCode).toBe(409);
    expect(refusedCustomer.json()).toMatchObject({ success: false, message: 'Error Updating Order' });
    expect((await setTotal(stranger.client, inspection, 6)).statusCode).toBe(404);
    expect((await setTotal(mediaPro.client, inspection, 6)).statusCode).toBe(404);
    expect((await setTotal(inspector.client, media, 6)).statusCode).toBe(404);
    expect((await mediaPro.client.put(`/api/v1/mediaOrders/${inspection._id}`, { revisedTimeFrame: 6 })).statusCode).toBe(404);
    for (const [value, words] of [
      [0, 'This field is required.'],
      [91, 'Invalid Input'],
      [2.5, 'Invalid Input'],
      ['5', 'This field is required.'],
    ] as const) {
      const bad = await setTotal(inspector.client, inspection, value);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_INPUTS', fields: { totalTimeDays: words } });
    }
    expect(((await buyer.client.get(`/api/v1/orders/${inspection._id}`)).json().data as TOrder).totalTimeDays).toBeNull();
    // Pending: the due time stays 2 days after placing; the days count once accepted.
    const set = (await setTotal(inspector.client, inspection, 6)).json().data as TOrder;
    expect(new Date(set.dueDate!).getTime() - new Date(set.log[0]!.date).getTime()).toBe(2 * DAY);
    expect(dueAfterAcceptance((await move(inspector.client, inspection, 'accepted')).json().data as TOrder)).toBe(6 * DAY);
  });
});
