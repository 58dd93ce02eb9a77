import { z } from 'zod';
import { addBusinessDays, type THolidays } from '../domain/business-days';
import { FEES } from '../constants/fees';
import { bookingDeposit, remainingBalance, technologyFee } from '../domain/offer-money';
import { approximate, type TRateTable } from '../domain/reference-rates';
import { currencyMinorDigits } from '../reference/currencies';
import type { TOfferDraft } from './offer-draft.schema';

/**
 * Escrow deposits are due within {days} working days of the signed offer, then of the opened
 * escrow, then of the previous deposit (spec section 9). The spec leaves {days} "not shown";
 * 3 business days is our choice, the common US purchase-contract default.
 */
export const DEPOSIT_DUE_BUSINESS_DAYS = 3;

export const DEPOSIT_DUE_AFTER = ['signed-offer', 'escrow-opened', 'previous-deposit'] as const;

/** One deposit of the schedule: its amount, what its clock starts from, and when it is due once that is known. */
export type TScheduledDeposit = {
  deposit: number;
  dueAfter: (typeof DEPOSIT_DUE_AFTER)[number];
  /** {days} business days after that event; null until the event has happened. */
  dueAt: string | null;
};

/** What the terms page shows, computed: balance, deposit schedule, technology fee and booking deposit. */
export type TOfferMoney = {
  offerPrice: number | null;
  balance: number | null;
  deposits: TScheduledDeposit[];
  technologyFee: number | null;
  bookingDeposit: number | null;
  depositDueBusinessDays: number;
};

/**
 * The deposit schedule: the initial deposit is due {days} business days after the signed offer,
 * the first increase {days} after escrow opens, each later one {days} after the previous deposit's
 * due date. A date is null while the event it counts from has not happened.
 */
export function depositSchedule(
  deposits: readonly number[],
  events: { signedAt?: Date | null; escrowOpenedAt?: Date | null },
  days: number = DEPOSIT_DUE_BUSINESS_DAYS,
  holidays: THolidays = [],
): TScheduledDeposit[] {
  const schedule: TScheduledDeposit[] = [];
  let previous: Date | null = null;
  deposits.forEach((deposit, i) => {
    const dueAfter = i === 0 ? 'signed-offer' : i === 1 ? 'escrow-opened' : 'previous-deposit';
    const from = i === 0 ? (events.signedAt ?? null) : i === 1 ? (events.escrowOpenedAt ?? null) : previous;
    const due = from ? addBusinessDays(from, days, holidays) : null;
    schedule.push({ deposit, dueAfter, dueAt: due ? due.toISOString() : null });
    previous = due;
  });
  return schedule;
}

/**
 * The booking deposit minimum (${minFee}, $100) in a listing's currency (decision 053): $100 converted
 * at the server's exchange rates (ECB, else the reference table), rounded up to a whole unit so it is
 * never worth less than $100 (EUR 86.00, JPY 15,240). A currency without any rate keeps 100 units.
 */
export function bookingDepositMinimumIn(currency: string, rates: TRateTable): number {
  const usd = FEES.bookingDepositMinimumMinor;
  if (currency.toUpperCase() === 'USD') return usd;
  const converted = approximate(rates, usd, 'USD', currency.toUpperCase());
  if (!converted) return usd;
  const unit = 10 ** currencyMinorDigits(currency);
  return Math.ceil(converted.amount / unit) * unit;
}

/**
 * The money of an offer as its terms page and the sent offer show it (all integer minor units);
 * `bookingDepositMinimum` is the minimum in the offer's currency (bookingDepositMinimumIn).
 */
export function offerMoney(
  draft: TOfferDraft,
  events: { signedAt?: Date | null; escrowOpenedAt?: Date | null } = {},
  bookingDepositMinimum: number = FEES.bookingDepositMinimumMinor,
): TOfferMoney {
  const price = draft.basics?.offerPrice ?? null;
  const initial = draft.terms?.initial_escrow_deposit?.deposit ?? null;
  const increases = (draft.terms?.increase_escrow_deposits ?? []).map((entry) => entry.deposit ?? 0);
  const deposits = initial === null ? [] : [initial, ...increases];
  return {
    offerPrice: price,
    balance:
      price === null
        ? null
        : remainingBalance({ askingPriceMinor: price, initialDepositMinor: initial ?? 0, increaseDepositsMinor: increases }),
    deposits: depositSchedule(deposits, events),
    technologyFee: price === null ? null : technologyFee(price),
    bookingDeposit: price === null ? null : bookingDeposit(price, bookingDepositMinimum),
    depositDueBusinessDays: DEPOSIT_DUE_BUSINESS_DAYS,
  };
}

export const ZOfferMoney = z.object({
  offerPrice: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  deposits: z.array(z.object({ deposit: z.number().int(), dueAfter: z.enum(DEPOSIT_DUE_AFTER), dueAt: z.iso.datetime().nullable() })),
  technologyFee: z.number().int().nullable(),
  bookingDeposit: z.number().int().nullable(),
  depositDueBusinessDays: z.number().int(),
});
