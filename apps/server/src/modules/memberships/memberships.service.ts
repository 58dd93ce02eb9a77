import { MEMBERSHIP_PLANS, membershipPlan, PROMOTION } from '@app/shared/constants/membership';
import { postalCodeAllowance } from '@app/shared/professionals/membership-allowance';
import { membershipActionsFor } from '@app/shared/professionals/membership-transitions';
import type { TMembershipPlanOffer, TMyMembership, TUpdateMembershipRequest } from '@app/shared/professionals/membership.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { transition } from '../../platform/state-machine/transition';
import { ownCard } from '../wallet/index';
import { MEMBERSHIP_MACHINE, membershipStateOf } from './membership-machine';
import { planPrice } from './membership-pricing';
import { findLatestMembership, findRunningMembership, lockMembership, updateMembershipRow, type MembershipRow } from './memberships.repo';
import { countServiceAreas } from './service-areas.repo';

const money = (price: { amount: number; currency: string }) => ({ amount: price.amount, currency: price.currency });

/** GET /memberships/plans: the four plans, priced from the catalogue, with what each allows. */
export function listPlans(): TMembershipPlanOffer[] {
  const start = new Date(0);
  return MEMBERSHIP_PLANS.map((plan) => ({
    plan: plan.id,
    label: plan.label,
    prices: {
      monthly: money(planPrice({ plan: plan.id, cycle: 'monthly' })),
      yearly: money(planPrice({ plan: plan.id, cycle: 'yearly' })),
    },
    postalCodes: {
      monthly: postalCodeAllowance(plan.id, 'monthly', start, start),
      yearly: postalCodeAllowance(plan.id, 'yearly', start, start),
      growthEvery6Months: { monthly: plan.growthPerPeriod, yearly: plan.growthPerPeriod + plan.yearlyExtraPerPeriod },
    },
    coverage: { ...plan.coverage },
    translationLocales: [...plan.translationLocales],
    buyOneGetOne: { yearly: plan.id === PROMOTION.planId },
  }));
}

/** The postal codes a membership allows now (null: unlimited), with what is used and left. */
export async function allowanceOf(db: DbOrTx, row: MembershipRow | undefined, accountId: string, now = new Date()) {
  const used = await countServiceAreas(db, accountId);
  const running = row && row.status !== 'expired';
  const allowed = running ? postalCodeAllowance(row.plan, row.cycle, row.startedAt, now) : 0;
  return { used, allowed, remaining: allowed === null ? null : Math.max(0, allowed - used) };
}

function toMyMembership(row: MembershipRow, postalCodes: TMyMembership['postalCodes']): TMyMembership {
  const renews = row.status !== 'expired' && row.autoRenew;
  const card =
    row.cardLast4 && row.cardExpMonth && row.cardExpYear
      ? { _id: row.cardId, brand: row.cardBrand ?? 'unknown', last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
      : null;
  return {
    _id: row.id,
    plan: row.plan,
    cycle: row.cycle,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    nextBillingDate: renews ? row.currentPeriodEnd.toISOString() : null,
    expiresAt: renews ? null : (row.graceEndsAt ?? row.currentPeriodEnd).toISOString(),
    graceEndsAt: row.graceEndsAt?.toISOString() ?? null,
    autoRenew: row.autoRenew,
    card,
    renewalPrice: money(planPrice(row)),
    promotional: row.promotional,
    postalCodes,
    translationLocales: [...membershipPlan(row.plan).translationLocales],
    actions: membershipActionsFor('owner', membershipStateOf(row)),
  };
}

/** GET /memberships/mine: the running membership, else the latest one, else null. */
export async function myMembership(deps: AppDeps, actor: AccountActor): Promise<TMyMembership | null> {
  const db = deps.database.db;
  const row = (await findRunningMembership(db, actor.accountId)) ?? (await findLatestMembership(db, actor.accountId));
  if (!row) return null;
  return toMyMembership(row, await allowanceOf(db, row, actor.accountId));
}

/**
 * PATCH /memberships/mine: auto-renew on or off (a transition with its event) and the saved card
 * renewals charge. Asking for the state it is already in changes nothing.
 */
export async function updateMembership(deps: AppDeps, actor: AccountActor, input: TUpdateMembershipRequest): Promise<TMyMembership> {
  const db = deps.database.db;
  // The card named first: someone else's card is not found, whether or not the caller is a member.
  const card = input.cardId ? await ownCard(db, actor.accountId, input.cardId) : undefined;
  if (input.cardId && (!card || card.removedAt)) throw new AppError('NOT_FOUND');
  const running = await findRunningMembership(db, actor.accountId);
  if (!running) throw new AppError('MEMBERSHIP_REQUIRED');
  await db.transaction(async (tx) => {
    const row = await lockMembership(tx, running.id);
    if (!row || row.status === 'expired') throw new AppError('STATE_CHANGED');
    if (card) {
      await updateMembershipRow(tx, row.id, {
        cardId: card.id,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
      });
    }
    if (input.autoRenew !== undefined && input.autoRenew !== row.autoRenew) {
      await transition(tx, MEMBERSHIP_MACHINE, {
        id: row.id,
        from: membershipStateOf(row),
        action: input.autoRenew ? 'turn-on-auto-renew' : 'turn-off-auto-renew',
        actor: { id: actor.accountId, relation: 'owner' },
        set: { updatedAt: new Date() },
      });
    }
  });
  return (await myMembership(deps, actor))!;
}
