import { membershipPlan } from '@app/shared/constants/membership';
import { priceFor, type TPriceCode } from '@app/shared/payments/price-catalogue';
import { ZMembershipPlanOptions, type TMembershipPlanOptions } from '@app/shared/professionals/membership.schema';
import { AppError } from '../../platform/http/app-error';
import type { ProductQuote } from '../payments/index';

/** The plan and cycle a checkout names, or 'Invalid Input'. */
export function planOptionsOf(options: unknown): TMembershipPlanOptions {
  const parsed = ZMembershipPlanOptions.safeParse(options);
  if (!parsed.success) throw new AppError('INVALID_INPUT');
  return parsed.data;
}

/** The catalogue's price for a plan and cycle (decision 017: ours, the spec shows none). */
export function planPrice({ plan, cycle }: TMembershipPlanOptions) {
  return priceFor(`membership-${plan}-${cycle}` as TPriceCode);
}

/** What a membership period costs and where its money goes, new or renewed. */
export function membershipQuote(options: TMembershipPlanOptions, renewal: boolean): ProductQuote {
  const price = planPrice(options);
  const label = membershipPlan(options.plan).label;
  const cycle = options.cycle === 'yearly' ? 'Yearly' : 'Monthly';
  return {
    description: `${renewal ? 'Membership renewal' : 'Membership plan'}: ${label}, ${options.cycle}`,
    line: { key: `${renewal ? 'membershipRenewal' : 'membershipPlan'}${cycle}`, params: { plan: label } },
    amount: price.amount,
    currency: price.currency,
    creditAccount: 'revenue:memberships',
  };
}
