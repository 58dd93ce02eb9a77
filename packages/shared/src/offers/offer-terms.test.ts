import { describe, expect, it } from 'vitest';
import { depositSchedule, offerMoney } from './offer-terms';

describe('deposit schedule (spec section 9: {days} working days after the signed offer, then escrow opening, then the previous deposit)', () => {
  // Thursday 2026-01-01 12:00 UTC is a holiday-free weekday in these tests.
  const signedAt = new Date('2026-01-01T12:00:00Z');
  const escrowOpenedAt = new Date('2026-01-09T12:00:00Z'); // a Friday

  it('counts business days: Thursday + 3 is Tuesday, Friday + 3 is Wednesday, then + 3 from that', () => {
    const schedule = depositSchedule([1_000_000, 2_000_000, 3_000_000], { signedAt, escrowOpenedAt }, 3);
    expect(schedule).toEqual([
      { deposit: 1_000_000, dueAfter: 'signed-offer', dueAt: '2026-01-06T12:00:00.000Z' },
      { deposit: 2_000_000, dueAfter: 'escrow-opened', dueAt: '2026-01-14T12:00:00.000Z' },
      { deposit: 3_000_000, dueAfter: 'previous-deposit', dueAt: '2026-01-19T12:00:00.000Z' },
    ]);
  });

  it('leaves a date open until the event it counts from has happened', () => {
    const schedule = depositSchedule([1_000_000, 2_000_000, 3_000_000], { signedAt: null, escrowOpenedAt: null });
    expect(schedule.map((entry) => entry.dueAt)).toEqual([null, null, null]);
  });
});

describe('offer money', () => {
  it('balance = offer price minus the initial deposit and the increases; fee and booking deposit from the bid', () => {
    const money = offerMoney({
      basics: { offerPrice: 60_000_000 },
      terms: { initial_escrow_deposit: { deposit: 1_800_000 }, increase_escrow_deposits: [{ deposit: 1_200_000 }] },
    });
    expect(money.balance).toBe(57_000_000);
    expect(money.technologyFee).toBe(720_000);
    expect(money.bookingDeposit).toBe(144_000);
    expect(money.deposits.map((entry) => entry.deposit)).toEqual([1_800_000, 1_200_000]);
  });

  it('has no amounts before there is a bid', () => {
    expect(offerMoney({})).toMatchObject({ offerPrice: null, balance: null, bookingDeposit: null, deposits: [] });
  });
});
