import { addMonths, cycleMonths } from '@app/shared/professionals/membership-allowance';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { enqueue } from '../../platform/outbox/outbox';
import type { FulfilContext, ProductHandler } from '../payments/index';
import { membershipQuote, planOptionsOf } from './membership-pricing';
import { ownCard } from '../wallet/index';
import { issueBogoCode, isBogoPlan } from './bogo.service';
import { applyRenewal } from './renewals.service';
import { findRunningMembership, insertMembership, insertStartEvent } from './memberships.repo';

/** Refunds a plan paid for while another membership had started meanwhile (two checkouts raced). */
export const DUPLICATE_MEMBERSHIP_TOPIC = 'memberships.refund-duplicate';
/** The checkout's ref for a new membership; a renewal's ref is the membership's id. */
export const NEW_MEMBERSHIP_REF = 'new';

/** The card a payment used, as the membership keeps it (renewals charge it; the dashboard shows it). */
async function cardColumns(tx: Tx, accountId: string, cardId: string | null) {
  const card = cardId ? await ownCard(tx, accountId, cardId) : undefined;
  if (!card) return {};
  return {
    cardId: card.removedAt ? null : card.id,
    cardBrand: card.brand,
    cardLast4: card.last4,
    cardExpMonth: card.expMonth,
    cardExpYear: card.expYear,
  };
}

/**
 * Starts the membership a payment bought, once: the partial unique index allows one running
 * membership per account, so a second plan paid in a race starts nothing and is refunded after
 * commit. An Annual Plus purchase earns its buyer a buy-one-get-one code.
 */
async function startPaidMembership(deps: AppDeps, tx: Tx, context: FulfilContext) {
  const options = planOptionsOf(context.product.options);
  const now = new Date();
  const row = await insertMembership(tx, {
    accountId: context.accountId,
    plan: options.plan,
    cycle: options.cycle,
    startedAt: now,
    currentPeriodStart: now,
    currentPeriodEnd: addMonths(now, cycleMonths(options.cycle)),
    paymentId: context.paymentId,
    ...(await cardColumns(tx, context.accountId, context.cardId)),
  });
  if (!row) {
    await enqueue(tx, DUPLICATE_MEMBERSHIP_TOPIC, { paymentId: context.paymentId });
    return;
  }
  await insertStartEvent(tx, row, context.accountId, { paymentId: context.paymentId, amount: context.amount });
  if (isBogoPlan(options)) await issueBogoCode(deps, tx, { buyerAccountId: context.accountId, paymentId: context.paymentId });
}

/**
 * The membership plan in the wallet's checkout (kind 'membership-plan', ref 'new', options
 * { plan, cycle }). A running membership cannot be changed mid-term (spec: 'Paid memberships
 * cannot be changed at this moment.'); renewals are checkouts the renewal job opens and pays.
 */
export function membershipPlanProduct(deps: AppDeps): ProductHandler {
  return {
    async quote(_deps, actor, product) {
      if (product.ref !== NEW_MEMBERSHIP_REF) throw new AppError('INVALID_INPUT');
      const options = planOptionsOf(product.options);
      if (await findRunningMembership(deps.database.db, actor.accountId)) throw new AppError('PAID_MEMBERSHIP_LOCKED');
      return membershipQuote(options, false);
    },
    async fulfil(tx, context) {
      if (context.product.ref === NEW_MEMBERSHIP_REF) await startPaidMembership(deps, tx, context);
      else await applyRenewal(tx, context);
    },
  };
}
