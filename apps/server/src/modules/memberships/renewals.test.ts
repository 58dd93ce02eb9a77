import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { latestMail } from '../../../test/http-client';
import {
  accounts,
  checkouts,
  demoCharges,
  devMailbox,
  membershipEvents,
  membershipRenewals,
  memberships,
  payments,
} from '../../db/schema/index';
import { hasActiveMembership } from './index';
import { buyPlan, professional, setMembershipDates } from './memberships.fixtures';

const { app, db } = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;
/** Runs the renewal job now; on a busy database another run may hold its lock for a moment, so it waits for its own run. */
async function runRenewals() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await app.deps.jobs.runNow('membership-renewals')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the renewal job never got its lock');
}

/** Renewals charge this card from now on (the member's choice on the membership page); the call must succeed. */
async function renewWith(client: Awaited<ReturnType<typeof professional>>['client'], cardId: string) {
  const res = await client.put('/api/v1/memberships/mine', { cardId });
  expect(res.statusCode, res.body).toBe(200);
}

async function membershipOf(accountId: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.accountId, accountId));
  return row!;
}
async function renewalPaymentsOf(accountId: string) {
  return db
    .select({ status: payments.status, amount: payments.amount })
    .from(payments)
    .innerJoin(checkouts, eq(checkouts.id, payments.checkoutId))
    .where(and(eq(payments.accountId, accountId), eq(checkouts.productRef, (await membershipOf(accountId)).id)));
}

describe('renewals', () => {
  it('mails the member before the charge, once per period, in their language', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'standard', 'monthly');
    await db.update(accounts).set({ locale: 'es', preferredLanguage: null }).where(eq(accounts.id, pro.accountId));
    // A monthly plan hears 3 days ahead: 4 days out is too early.
    await setMembershipDates(app, pro.accountId, { currentPeriodEnd: new Date(Date.now() + 4 * DAY) });
    await runRenewals();
    expect((await latestMail(app, pro.email))?.subject).not.toMatch(/renueva/);
    await setMembershipDates(app, pro.accountId, { currentPeriodEnd: new Date(Date.now() + 2 * DAY) });
    await runRenewals();
    const notice = await latestMail(app, pro.email);
    expect(notice?.subject).toMatch(/^Tu membresía Standard se renueva el \d{4}-\d{2}-\d{2}$/);
    expect(notice?.text).toContain('$59.00');
    expect(notice?.text).toContain('4242');
    await runRenewals();
    await app.deps.outbox.drain();
    const mails = await db.select().from(devMailbox).where(eq(devMailbox.to, pro.email));
    expect(mails.filter((mail) => mail.subject.startsWith('Tu membresía Standard se renueva'))).toHaveLength(1);
    expect(await renewalPaymentsOf(pro.accountId)).toEqual([]);
  });

  it('charges each period exactly once, however often and however concurrently the job runs', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'basic', 'yearly');
    const before = await membershipOf(pro.accountId);
    const periodEnd = new Date(Date.now() - 60_000);
    await setMembershipDates(app, pro.accountId, { currentPeriodEnd: periodEnd });
    await Promise.all([app.deps.jobs.runNow('membership-renewals'), app.deps.jobs.runNow('membership-renewals')]);
    await runRenewals();
    await runRenewals();
    const after = await membershipOf(pro.accountId);
    expect(after.status).toBe('active');
    expect(after.currentPeriodStart.getTime()).toBe(periodEnd.getTime());
    expect(after.currentPeriodEnd.getUTCFullYear()).toBe(periodEnd.getUTCFullYear() + 1);
    expect(after.startedAt.getTime()).toBe(before.startedAt.getTime());
    expect(await renewalPaymentsOf(pro.accountId)).toEqual([{ status: 'succeeded', amount: 29_000 }]);
    const renewals = await db.select().from(membershipRenewals).where(eq(membershipRenewals.membershipId, after.id));
    expect(renewals).toMatchObject([{ status: 'paid' }]);
    const events = await db.select().from(membershipEvents).where(eq(membershipEvents.entityId, after.id));
    expect(events.map((event) => event.action).sort()).toEqual(['renew', 'start']);
    // A retry of a paid renewal (a node whose lease ran out) charges nothing more.
    await db
      .update(membershipRenewals)
      .set({ status: 'due', nextAttemptAt: new Date(0) })
      .where(eq(membershipRenewals.membershipId, after.id));
    await runRenewals();
    expect(await renewalPaymentsOf(pro.accountId)).toHaveLength(1);
    expect((await membershipOf(pro.accountId)).currentPeriodEnd.getTime()).toBe(after.currentPeriodEnd.getTime());
  });

  it("a declined renewal mails 'Could not add subscription', keeps the member listed for the grace period, then expires", async () => {
    const pro = await professional(app, '4000 0000 0000 0341');
    // This card saves and declines every charge, so the first purchase uses a good card, then renewals use it.
    const good = await (await import('../../../test/payment-fixtures')).saveTestCard(pro.client);
    await buyPlan(pro.client, good, 'plus', 'monthly');
    await renewWith(pro.client, pro.cardId);
    const periodEnd = new Date(Date.now() - 60_000);
    await setMembershipDates(app, pro.accountId, { currentPeriodEnd: periodEnd });
    await runRenewals();
    const pastDue = await membershipOf(pro.accountId);
    expect(pastDue.status).toBe('past-due');
    expect(pastDue.graceEndsAt?.getTime()).toBe(periodEnd.getTime() + 7 * DAY);
    expect(await hasActiveMembership(db, pro.accountId)).toBe(true);
    expect((await latestMail(app, pro.email))?.subject).toBe('Could not add subscription');
    expect(await renewalPaymentsOf(pro.accountId)).toEqual([{ status: 'failed', amount: 9_900 }]);
    // The next attempt waits a day: running again now charges nothing.
    await runRenewals();
    expect(await renewalPaymentsOf(pro.accountId)).toHaveLength(1);
    const mine = (await pro.client.get('/api/v1/memberships/mine')).json().data;
    expect(mine).toMatchObject({ status: 'past-due', graceEndsAt: pastDue.graceEndsAt!.toISOString() });

    await setMembershipDates(app, pro.accountId, { graceEndsAt: new Date(Date.now() - 1000) });
    await runRenewals();
    expect((await membershipOf(pro.accountId)).status).toBe('expired');
    expect(await hasActiveMembership(db, pro.accountId)).toBe(false);
    expect((await latestMail(app, pro.email))?.subject).toBe('Your Plus membership has ended');
    const expired = await db.select().from(membershipEvents).where(eq(membershipEvents.entityId, pastDue.id));
    expect(expired.find((event) => event.action === 'expire')?.reason).toBe('renewal-failed');
    expect(await db.select().from(demoCharges).where(eq(demoCharges.status, 'declined'))).not.toHaveLength(0);
  });

  it('a failed renewal retried with a good card within the grace period renews the same period, once', async () => {
    const pro = await professional(app, '4000 0000 0000 0341');
    const { saveTestCard } = await import('../../../test/payment-fixtures');
    const good = await saveTestCard(pro.client);
    await buyPlan(pro.client, good, 'basic', 'monthly');
    await renewWith(pro.client, pro.cardId);
    const periodEnd = new Date(Date.now() - 60_000);
    await setMembershipDates(app, pro.accountId, { currentPeriodEnd: periodEnd });
    await runRenewals();
    expect((await membershipOf(pro.accountId)).status).toBe('past-due');
    await renewWith(pro.client, good);
    await db.update(membershipRenewals).set({ nextAttemptAt: new Date(0) });
    await runRenewals();
    const renewed = await membershipOf(pro.accountId);
    expect(renewed).toMatchObject({ status: 'active', graceEndsAt: null, cardLast4: '4242' });
    expect(renewed.currentPeriodStart.getTime()).toBe(periodEnd.getTime());
    expect((await renewalPaymentsOf(pro.accountId)).map((payment) => payment.status).sort()).toEqual(['failed', 'succeeded']);
  });

  it('a term without auto-renew ends at its period end, with nothing charged', async () => {
    const pro = await professional(app);
    await buyPlan(pro.client, pro.cardId, 'standard', 'yearly');
    await pro.client.put('/api/v1/memberships/mine', { autoRenew: false });
    await setMembershipDates(app, pro.accountId, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await runRenewals();
    expect((await membershipOf(pro.accountId)).status).toBe('expired');
    expect(await renewalPaymentsOf(pro.accountId)).toEqual([]);
  });
});
