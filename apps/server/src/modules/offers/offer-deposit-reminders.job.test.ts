import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatCurrency } from '@app/shared/domain/money';
import { devMailbox, offerDepositReminders } from '../../db/schema/index';
import { describeMailTemplates } from '../../platform/mail/testing/mail-template-checks';
import { offerDepositReminder } from './mail/offer-deposit-reminder.template';
import { negotiationFixtures } from './offer-finalize.fixtures';
import { offerTestbed } from './offers.fixtures';

const tb = await offerTestbed();
const { app, db, seller, buyer } = tb;
const { offerIn } = negotiationFixtures(tb);

describeMailTemplates([offerDepositReminder]);

/** Runs the job as if it were this moment (only Date is faked: the database and timers run as usual). */
async function remindAt(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  await app.deps.jobs.runNow('offers:deposit-reminders');
  vi.useRealTimers();
  await app.deps.outbox.drain();
}
const reminders = () => db.select().from(devMailbox).where(eq(devMailbox.template, 'offer-deposit-reminder'));

afterEach(() => vi.useRealTimers());

describe('offers:deposit-reminders', () => {
  it('mails every party in their language one business day (on the listing’s clock) before each deposit falls due, once per deposit', async () => {
    // Escrow opened Monday 2026-03-02 15:00 UTC on a Los Angeles listing: the initial deposit and the
    // first increase are due Thursday 03-05 15:00 UTC, the second increase Tuesday 03-10 15:00 UTC
    // (07:00 PST, then 08:00 PDT after the change to daylight time on Sunday 03-08).
    const offer = await offerIn({
      status: 'finalized',
      signedBy: 'buyer',
      escrowOpenedAt: new Date('2026-03-02T15:00:00Z'),
      draft: {
        basics: { offerPrice: 60_000_000 },
        terms: { initial_escrow_deposit: { deposit: 1_800_000 }, increase_escrow_deposits: [{ deposit: 1_200_000 }, { deposit: 500_000 }] },
      },
    });

    await remindAt('2026-03-04T14:59:00Z');
    expect(await reminders()).toHaveLength(0);

    await remindAt('2026-03-04T15:00:00Z');
    await remindAt('2026-03-04T18:00:00Z');
    const first = await reminders();
    expect(first.map((mail) => [mail.to, mail.locale]).sort()).toEqual(
      [
        [buyer.email, 'es'],
        [buyer.email, 'es'],
        [seller.email, 'zh-Hant'],
        [seller.email, 'zh-Hant'],
      ].sort(),
    );
    const spanish = first.find((mail) => mail.to === buyer.email && mail.text.includes(formatCurrency(1_800_000, 'USD', 'es')));
    expect(spanish?.text).toContain('jueves');
    const chinese = first.find((mail) => mail.to === seller.email && mail.text.includes(formatCurrency(1_200_000, 'USD', 'zh-Hant')));
    expect(chinese?.text).toContain('星期四');

    // The second increase: Monday 08:00 PDT, one business day before Tuesday 08:00 PDT.
    await remindAt('2026-03-09T14:59:00Z');
    expect(await reminders()).toHaveLength(4);
    await remindAt('2026-03-09T15:00:00Z');
    expect(await reminders()).toHaveLength(6);
    // Past every due date nothing more is sent.
    await remindAt('2026-03-11T15:00:00Z');
    expect(await reminders()).toHaveLength(6);
    const keys = await db.select().from(offerDepositReminders).where(eq(offerDepositReminders.offerId, offer.id));
    expect(keys.map((key) => key.depositIndex).sort()).toEqual([0, 1, 2]);
  });

  it('an offer not in escrow has no due dates and gets no reminder', async () => {
    await offerIn({ status: 'signed', signedBy: 'buyer' });
    const before = (await reminders()).length;
    await remindAt(new Date().toISOString());
    expect(await reminders()).toHaveLength(before);
  });
});
