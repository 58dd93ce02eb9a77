import { MESSAGES } from '@app/shared/messages/messages';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { latestMail } from '../../../test/http-client';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { adminAudit, orderDisputeEvents, payments, refunds, serviceOrders } from '../../db/schema/index';
import { professional } from '../memberships/memberships.fixtures';
import { orderFor, orderPath, placeOrder, provider } from './orders.fixtures';

const { app, db } = await createTestApp();
const inspector = await provider(app, 'inspection');
const buyer = await professional(app);
const stranger = await professional(app);
const adminAccount = await seedRoleAccount(db, 'admin');
const admin = await clientAs(app, adminAccount);

/** An inspection order the inspector accepted (42,000 cents). */
async function acceptedOrder(): Promise<TOrder> {
  const order = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
  const res = await inspector.client.patch(orderPath(order), { logEntry: { status: 'accepted' } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data;
}
const open = (client: typeof buyer.client, order: TOrder, reason = 'The inspector never came') =>
  client.post(`/api/v1/orders/${order._id}/disputes`, { reason });
const paymentOf = async (order: TOrder) => {
  await app.deps.outbox.drain();
  const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.id, order._id));
  const [payment] = await db.select().from(payments).where(eq(payments.id, row!.paymentId));
  return payment!;
};

describe('disputes on service orders', () => {
  it('the customer opens one on an accepted order; both parties are mailed and see it on the order; a second is refused', async () => {
    const order = await acceptedOrder();
    const res = await open(buyer.client, order);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.dispute).toMatchObject({
      status: 'open',
      openedBy: 'customer',
      reason: 'The inspector never came',
      resolution: null,
    });
    const asProvider = (await inspector.client.get(`/api/v1/orders/${order._id}`)).json().data as TOrder;
    expect(asProvider.dispute?.status).toBe('open');
    await app.deps.outbox.drain();
    for (const email of [buyer.email, inspector.email]) {
      expect((await latestMail(app, email))?.text).toContain('A dispute has been opened on this order.');
    }
    const again = await open(inspector.client, order, 'The customer was not home');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.disputeExists);
  });

  it('is refused on a pending order, needs a reason, and is 404 to anyone but the two parties', async () => {
    const pending = await placeOrder(buyer, orderFor('inspection', inspector.accountId));
    const early = await open(buyer.client, pending);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: MESSAGES.disputeNotAllowed });
    const order = await acceptedOrder();
    const noReason = await open(buyer.client, order, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: MESSAGES.reasonRequired });
    expect((await open(stranger.client, order)).statusCode).toBe(404);
    expect((await admin.get('/api/v1/admin/disputes')).json().data.disputes.map((d: { orderId: string }) => d.orderId)).not.toContain(
      order._id,
    );
  });

  it('an admin resolves with a partial refund: refunded once through the payment, both parties told, the queue moves on, logged', async () => {
    const order = await acceptedOrder();
    await open(inspector.client, order, 'The customer changed the address twice');
    const queue = (await admin.get('/api/v1/admin/disputes')).json().data;
    const row = queue.disputes.find((d: { orderId: string }) => d.orderId === order._id);
    expect(row).toMatchObject({ status: 'open', openedBy: 'provider', opener: { email: inspector.email }, price: { amount: 42_000 } });
    const detail = (await admin.get(`/api/v1/admin/disputes/${row._id}`)).json().data;
    expect(detail).toMatchObject({
      customer: { email: buyer.email },
      provider: { email: inspector.email },
      refundable: { amount: 42_000 },
    });
    expect(detail.log.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'accepted']);

    const tooMuch = await admin.post(`/api/v1/admin/disputes/${row._id}/resolve`, { refund: 42_001, why: 'Too much' });
    expect(tooMuch.json()).toMatchObject({ success: false, message: MESSAGES.refundExceedsPayment });
    const [first, second] = await Promise.all([
      admin.post(`/api/v1/admin/disputes/${row._id}/resolve`, { refund: 10_000, why: 'Half a visit was made' }),
      admin.post(`/api/v1/admin/disputes/${row._id}/resolve`, { refund: 10_000, why: 'Half a visit was made' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const payment = await paymentOf(order);
    expect(payment.refundedAmount).toBe(10_000);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);
    const resolved = (await admin.get(`/api/v1/admin/disputes/${row._id}`)).json().data;
    expect(resolved).toMatchObject({
      status: 'resolved-refund',
      refundable: { amount: 32_000 },
      resolution: { reason: 'Half a visit was made', refund: { amount: 10_000, currency: 'USD' }, byEmail: adminAccount.email },
    });
    expect((await buyer.client.get(`/api/v1/orders/${order._id}`)).json().data.dispute.resolution).toMatchObject({
      reason: 'Half a visit was made',
      refund: { amount: 10_000, currency: 'USD' },
    });
    for (const email of [buyer.email, inspector.email]) {
      const mail = (await latestMail(app, email))?.text ?? '';
      expect(mail).toContain('Terranest has resolved the dispute on this order with a refund to the customer.');
      expect(mail).toContain('Refund: $100.00');
      expect(mail).toContain('Reason: Half a visit was made');
    }
    const audit = await db.select().from(adminAudit).where(eq(adminAudit.targetId, order._id));
    expect(audit.map((e) => [e.action, e.reason])).toEqual([['dispute.resolve', 'Half a visit was made']]);
    const refundAudit = await db.select().from(adminAudit).where(eq(adminAudit.targetId, payment.id));
    expect(refundAudit.map((e) => [e.action, e.actorEmail, e.data])).toEqual([
      ['payment.refund', adminAccount.email, { amount: 10_000, currency: 'USD' }],
    ]);
    const events = await db.select().from(orderDisputeEvents).where(eq(orderDisputeEvents.entityId, row._id));
    expect(events.map((e) => e.toStatus).sort()).toEqual(['open', 'resolved-refund']);
    expect((await admin.get('/api/v1/admin/disputes')).json().data.disputes.map((d: { _id: string }) => d._id)).not.toContain(row._id);
    expect((await admin.get('/api/v1/admin/disputes?state=resolved')).json().data.disputes[0]._id).toBe(row._id);
  });

  it('an admin resolves without a refund: nothing is refunded and a reason is required; only admins may', async () => {
    const order = await acceptedOrder();
    const opened = (await open(buyer.client, order)).json().data as TOrder;
    const id = opened.dispute!._id;
    expect((await buyer.client.post(`/api/v1/admin/disputes/${id}/resolve`, { refund: 42_000, why: 'Mine' })).statusCode).toBe(403);
    const noWhy = await admin.post(`/api/v1/admin/disputes/${id}/resolve`, { refund: 0, why: '' });
    expect(noWhy.json().fields).toEqual({ why: MESSAGES.reasonRequired });
    const res = await admin.post(`/api/v1/admin/disputes/${id}/resolve`, { refund: 0, why: 'The report shows the visit happened' });
    expect(res.json().data).toMatchObject({ status: 'resolved-no-refund', resolution: { refund: null } });
    expect((await paymentOf(order)).refundedAmount).toBe(0);
    await app.deps.outbox.drain();
    expect((await latestMail(app, buyer.email))?.text).toContain('Terranest has resolved the dispute on this order without a refund.');
    expect((await admin.get(`/api/v1/admin/disputes/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
