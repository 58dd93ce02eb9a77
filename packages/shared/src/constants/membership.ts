import { optionIds } from '../reference/options';
import type { TLocale } from './locale';

export type TBillingPeriod = 'monthly' | 'yearly';

/** Months between postal-code allowance increases. */
export const POSTAL_CODE_GROWTH_PERIOD_MONTHS = 6;

/**
 * Professional membership plans (spec sections 6 and 9); prices are not in the spec.
 * - basePostalCodes: service postal codes at the start (null = unlimited).
 * - growthPerPeriod: added every 6 months.
 * - yearlyExtra / yearlyExtraPerPeriod: on yearly billing, added at the start / every 6 months.
 * - coverage: the marketing copy's figures, which conflict with the counts above; the spec
 *   keeps both readings, so do we. Allowances use the counts; the copy is for display only.
 * - translationLocales: profile translations the plan includes.
 */
export const MEMBERSHIP_PLANS = [
  {
    id: 'basic',
    label: 'Basic',
    basePostalCodes: 10,
    growthPerPeriod: 1,
    yearlyExtra: 5,
    yearlyExtraPerPeriod: 2,
    coverage: { postalCodes: 30, radiusMiles: 20 },
    translationLocales: ['en-us', 'zh-Hant'],
  },
  {
    id: 'standard',
    label: 'Standard',
    basePostalCodes: 20,
    growthPerPeriod: 2,
    yearlyExtra: 10,
    yearlyExtraPerPeriod: 4,
    coverage: { postalCodes: 50, radiusMiles: 30 },
    translationLocales: ['en-us', 'zh-Hant', 'zh-Hans', 'es'],
  },
  {
    id: 'plus',
    label: 'Plus',
    basePostalCodes: 50,
    growthPerPeriod: 3,
    yearlyExtra: 20,
    yearlyExtraPerPeriod: 6,
    coverage: { postalCodes: 50, radiusMiles: 30 },
    translationLocales: ['en-us', 'zh-Hant', 'zh-Hans', 'es'],
  },
  {
    id: 'premium',
    label: 'Premium',
    basePostalCodes: null,
    growthPerPeriod: 0,
    yearlyExtra: 0,
    yearlyExtraPerPeriod: 0,
    coverage: { postalCodes: 80, radiusMiles: 40 },
    translationLocales: ['en-us', 'zh-Hant', 'zh-Hans', 'es'],
  },
] as const satisfies readonly {
  id: string;
  label: string;
  basePostalCodes: number | null;
  growthPerPeriod: number;
  yearlyExtra: number;
  yearlyExtraPerPeriod: number;
  coverage: { postalCodes: number; radiusMiles: number };
  translationLocales: readonly TLocale[];
}[];
export type TMembershipPlan = (typeof MEMBERSHIP_PLANS)[number];
export type TMembershipPlanId = TMembershipPlan['id'];
/** The ids of MEMBERSHIP_PLANS, as a non-empty tuple for z.enum. */
export const MEMBERSHIP_PLAN_IDS = optionIds(MEMBERSHIP_PLANS);

/** The plan record for an id. */
export function membershipPlan(id: TMembershipPlanId): TMembershipPlan {
  const plan = MEMBERSHIP_PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new RangeError(`Unknown membership plan: ${id}`);
  return plan;
}

/**
 * How many service postal codes a plan allows after monthsSinceStart months of membership:
 * the base, plus the growth for each full 6 months, plus the yearly extras on yearly billing.
 * Premium is unlimited and returns Infinity (compare with <=; do not send it as JSON).
 */
export function allowedPostalCodes(planId: TMembershipPlanId, billing: TBillingPeriod, monthsSinceStart: number): number {
  if (!Number.isFinite(monthsSinceStart)) throw new RangeError('monthsSinceStart must be a finite number');
  const plan = membershipPlan(planId);
  if (plan.basePostalCodes === null) return Number.POSITIVE_INFINITY;
  const periods = Math.floor(Math.max(0, monthsSinceStart) / POSTAL_CODE_GROWTH_PERIOD_MONTHS);
  const monthly = plan.basePostalCodes + plan.growthPerPeriod * periods;
  return billing === 'yearly' ? monthly + plan.yearlyExtra + plan.yearlyExtraPerPeriod * periods : monthly;
}

/** The buy-one-get-one-free promotion: Annual Plus plan, new users only. */
export const PROMOTION = {
  id: 'buy-one-get-one',
  label: 'Buy one get one free',
  planId: 'plus',
  billing: 'yearly',
  newUsersOnly: true,
} as const satisfies { id: string; label: string; planId: TMembershipPlanId; billing: TBillingPeriod; newUsersOnly: boolean };

/** Whether a purchase qualifies for the promotion: the Annual Plus plan bought by a new user. */
export function qualifiesForPromotion(planId: TMembershipPlanId, billing: TBillingPeriod, isNewUser: boolean): boolean {
  return planId === PROMOTION.planId && billing === PROMOTION.billing && (isNewUser || !PROMOTION.newUsersOnly);
}
