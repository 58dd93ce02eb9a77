import { allowedPostalCodes, type TBillingPeriod, type TMembershipPlanId } from '../constants/membership';

/**
 * Whole calendar months from `start` to `at` (UTC), as addMonths counts them: 15 Jan to 14 Feb is
 * 0, to 15 Feb is 1. A day the later month lacks counts as its last day, so a membership started on
 * 31 Aug completes 6 months on 28 (or 29) Feb, the day its monthly renewal falls on.
 */
export function fullMonthsBetween(start: Date, at: Date): number {
  if (at <= start) return 0;
  let months = (at.getUTCFullYear() - start.getUTCFullYear()) * 12 + (at.getUTCMonth() - start.getUTCMonth());
  if (months > 0 && at < addMonths(start, months)) months -= 1;
  return months;
}

/** `date` plus `months` calendar months (UTC), clamped to the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * How many service postal codes a membership allows at `at` (spec section 9's table): the plan's
 * base, +growth for every full 6 months since the membership started, and on yearly billing the
 * yearly extra plus its own growth. Null means unlimited (Premium), so it survives JSON.
 */
export function postalCodeAllowance(plan: TMembershipPlanId, cycle: TBillingPeriod, startedAt: Date, at: Date): number | null {
  const allowed = allowedPostalCodes(plan, cycle, fullMonthsBetween(startedAt, at));
  return Number.isFinite(allowed) ? allowed : null;
}

/** The months in one billing period of a cycle. */
export function cycleMonths(cycle: TBillingPeriod): 1 | 12 {
  return cycle === 'yearly' ? 12 : 1;
}
