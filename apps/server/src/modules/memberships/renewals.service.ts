import { membershipPlan } from '@app/shared/constants/membership';
import { addMonths, cycleMonths } from '@app/shared/professionals/membership-allowance';
import { MEMBERSHIP_PLAN_KIND } from '@app/shared/professionals/membership.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { transition } from '../../platform/state-machine/transition';
import { openServerCheckout, payWithSavedCard, type FulfilContext } from '../payments/index';
import { defaultCard, ownCard } from '../wallet/index';
import { membershipRenewalFailed } from './mail/membership-renewal-failed.template';
import { memberMail, membershipLink } from './member-mail';
import { MEMBERSHIP_MACHINE, membershipStateOf, SYSTEM_ACTOR } from './membership-machine';
import { lockMembership, type MembershipRow } from './memberships.repo';
import { membershipQuote } from './membership-pricing';
import { findMembership, markRenewalPaid, setRenewalCheckout, updateRenewal, type RenewalRow } from './renewals.repo';

const DAY = 24 * 60 * 60 * 1000;
/** How long a member keeps serving after a renewal failed, while the job retries daily. */
export const GRACE_DAYS = 7;
/** Between charge attempts after a decline. */
const RETRY_AFTER_MS = DAY;

/** The card a renewal charges: the membership's own while it is in the wallet, else the default card. */
async function renewalCard(deps: AppDeps, row: MembershipRow) {
  const db = deps.database.db;
  const own = row.cardId ? await ownCard(db, row.accountId, row.cardId) : undefined;
  if (own && !own.removedAt) return own;
  return defaultCard(db, row.accountId);
}

/**
 * Applies a paid renewal inside its payment's transaction: the next period starts where the one
 * renewed ended, the grace period (if any) is over, the card charged becomes the membership's.
 * Runs once per renewal: its checkout is paid once.
 */
export async function applyRenewal(tx: Tx, context: FulfilContext) {
  const row = await lockMembership(tx, context.product.ref);
  if (!row) return;
  const periodEnd = new Date(String(context.product.options?.periodEnd));
  const card = context.cardId ? await ownCard(tx, row.accountId, context.cardId) : undefined;
  await transition(tx, MEMBERSHIP_MACHINE, {
    id: row.id,
    from: membershipStateOf(row),
    action: 'renew',
    actor: SYSTEM_ACTOR,
    data: { paymentId: context.paymentId, periodEnd: periodEnd.toISOString() },
    set: {
      currentPeriodStart: periodEnd,
      currentPeriodEnd: addMonths(periodEnd, cycleMonths(row.cycle)),
      graceEndsAt: null,
      updatedAt: new Date(),
      ...(card
        ? { cardId: card.id, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.expMonth, cardExpYear: card.expYear }
        : {}),
    },
  });
  await markRenewalPaid(tx, context.checkoutId);
}

/** The one checkout a renewal's attempts pay (opened on the first attempt, held until the grace period ends). */
async function renewalCheckout(deps: AppDeps, renewal: RenewalRow, row: MembershipRow): Promise<string> {
  if (renewal.checkoutId) return renewal.checkoutId;
  const options = { plan: row.plan, cycle: row.cycle };
  const product = { kind: MEMBERSHIP_PLAN_KIND, ref: row.id, options: { ...options, periodEnd: renewal.periodEnd.toISOString() } };
  const expiresAt = new Date(renewal.periodEnd.getTime() + GRACE_DAYS * DAY);
  const checkout = await openServerCheckout(deps, row.accountId, product, membershipQuote(options, true), expiresAt);
  // Another run may have opened one first: the renewal keeps the first, and this one is never paid.
  return (await setRenewalCheckout(deps.database.db, renewal.id, checkout.id)).checkoutId!;
}

/**
 * A renewal that could not be charged: the key is spent, the next attempt comes in a day, and the
 * first failure of the period puts the membership past due with its grace period and mails
 * 'Could not add subscription' in the member's language.
 */
async function renewalFailed(deps: AppDeps, renewal: RenewalRow, reason: string) {
  await deps.database.db.transaction(async (tx) => {
    await updateRenewal(tx, renewal.id, { attempt: renewal.attempt + 1, nextAttemptAt: new Date(Date.now() + RETRY_AFTER_MS) });
    const row = await lockMembership(tx, renewal.membershipId);
    if (row?.status !== 'active') return;
    const graceEndsAt = new Date(renewal.periodEnd.getTime() + GRACE_DAYS * DAY);
    const mail = await memberMail(deps, tx, row.accountId, membershipRenewalFailed, {
      plan: membershipPlan(row.plan).label,
      graceEndsOn: graceEndsAt.toISOString().slice(0, 10),
      link: membershipLink(deps),
    });
    await transition(tx, MEMBERSHIP_MACHINE, {
      id: row.id,
      from: membershipStateOf(row),
      action: 'renewal-failed',
      actor: SYSTEM_ACTOR,
      data: { renewalId: renewal.id, reason },
      set: { graceEndsAt, updatedAt: new Date() },
      effects: mail ? [mail] : [],
    });
  });
  deps.outbox.kick();
}

/**
 * One attempt at a claimed renewal, outside any transaction (the processor is asked): charge the
 * renewal's one checkout with the member's card under this attempt's key. Paid: the fulfilment
 * renewed the membership. Declined, voided or no card: renewalFailed. Unknown: the lease runs out
 * and the next run resumes with the same key, so the period is never charged twice.
 */
export async function attemptRenewal(deps: AppDeps, renewal: RenewalRow): Promise<void> {
  const row = await findMembership(deps.database.db, renewal.membershipId);
  if (!row || row.status === 'expired' || row.currentPeriodEnd.getTime() !== renewal.periodEnd.getTime()) {
    // Renewed already or ended: nothing to charge.
    await updateRenewal(deps.database.db, renewal.id, { status: 'abandoned' });
    return;
  }
  // Auto-renew turned off since: nothing is charged, and the expiry sweep ends the membership.
  if (!row.autoRenew) return;
  const card = await renewalCard(deps, row);
  if (!card) return renewalFailed(deps, renewal, 'no-card');
  const checkoutId = await renewalCheckout(deps, renewal, row);
  const outcome = await payWithSavedCard(deps, row.accountId, checkoutId, card.id, `membership-renewal:${renewal.id}:${renewal.attempt}`);
  if (outcome === 'declined' || outcome === 'voided') return renewalFailed(deps, renewal, outcome);
  if (outcome === 'closed') await updateRenewal(deps.database.db, renewal.id, { status: 'abandoned' });
}
