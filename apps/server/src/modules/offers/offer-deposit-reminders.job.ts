import { addBusinessDaysInZone } from '@app/shared/domain/business-days';
import { formatCurrency } from '@app/shared/domain/money';
import { offerMoney } from '@app/shared/offers/offer-terms';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { Job } from '../../platform/jobs/jobs';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { offerTarget } from '../listings/index';
import { listingTimeZone } from './listing-time-zone';
import { offerDepositReminder } from './mail/offer-deposit-reminder.template';
import { offerParties } from './offer-effects';
import { claimDepositReminder, findOffersInEscrowSince } from './offer-finalize.repo';
import { depositClock } from './offer-views';
import type { OfferRow } from './offers.repo';

/** Each party hears of a deposit this many business days (in the listing's time zone) before it falls due. */
export const REMINDER_BUSINESS_DAYS_AHEAD = 1;
/** Offers in escrow longer than this have no deposit left to fall due (11 deposits, 3 business days apart, take under 7 weeks). */
const ESCROW_LOOKBACK_MS = 120 * 24 * 60 * 60 * 1000;

/** A due date as its reader says it, on the listing's clock: "Tuesday, March 11, 2025 at 5:00 PM PDT". */
function dueDateText(due: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(due);
}

/** Reminds every party, in their language, of each deposit of one offer that falls due within the next business day; once per deposit. */
async function remindOffer(deps: AppDeps, tx: Tx, row: OfferRow, now: Date): Promise<number> {
  const target = row.listingId ? await offerTarget(tx, row.listingId) : undefined;
  if (!target) return 0;
  const timeZone = listingTimeZone(target);
  let reminded = 0;
  for (const [index, deposit] of offerMoney(row.draft, depositClock(row)).deposits.entries()) {
    if (!deposit.dueAt) continue;
    const due = new Date(deposit.dueAt);
    if (now < addBusinessDaysInZone(due, -REMINDER_BUSINESS_DAYS_AHEAD, timeZone) || now >= due) continue;
    // The deposit's key: a second node, or the next run, finds it taken and sends nothing.
    if (!(await claimDepositReminder(tx, { offerId: row.id, depositIndex: index, dueAt: due }))) continue;
    for (const party of await offerParties(tx, row)) {
      await enqueueMail(tx, {
        to: party.email,
        locale: party.locale,
        template: offerDepositReminder,
        data: {
          firstName: party.firstName,
          listingTitle: target.title ?? '',
          deposit: formatCurrency(deposit.deposit, row.currency, party.locale),
          dueDate: dueDateText(due, party.locale, timeZone),
          link: `${deps.config.publicUrl}/dashboard/offers/completed/offer/${row.id}`,
        },
      });
    }
    reminded += 1;
  }
  return reminded;
}

/**
 * Deposit reminders (issue 18: each party is reminded before each due date): for every offer in
 * escrow, each deposit whose due date is at most 1 business day away (in the listing's time zone)
 * and not yet past gets one mail to every party in their language, exactly once per deposit
 * (offer_deposit_reminders is the key, claimed with the mails in one transaction).
 */
export function depositReminderJob(deps: AppDeps): Job {
  return {
    name: 'offers:deposit-reminders',
    everyMs: 15 * 60 * 1000,
    async run(tx) {
      const now = new Date();
      let reminded = 0;
      for (const row of await findOffersInEscrowSince(tx, new Date(now.getTime() - ESCROW_LOOKBACK_MS)))
        reminded += await remindOffer(deps, tx, row, now);
      if (reminded > 0) return async () => deps.outbox.kick();
    },
  };
}
