import { z } from 'zod';
import { MEMBERSHIP_PLAN_IDS } from '../constants/membership';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { ZMoney } from '../listings/listing-card.schema';
import { MEMBERSHIP_ACTIONS, MEMBERSHIP_STATUSES } from './membership-transitions';

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const ZBillingCycle = z.enum(BILLING_CYCLES);
export const ZMembershipPlanId = z.enum(MEMBERSHIP_PLAN_IDS);

/** The product kind of a membership plan in the wallet's checkout; options { plan, cycle }. */
export const MEMBERSHIP_PLAN_KIND = 'membership-plan';

/** POST /checkouts with { kind: 'membership-plan', ref: 'new', options }: the plan and cycle bought. */
export const ZMembershipPlanOptions = z.object({ plan: ZMembershipPlanId, cycle: ZBillingCycle });
export type TMembershipPlanOptions = z.infer<typeof ZMembershipPlanOptions>;

/** GET /memberships/plans: one plan as the plan step shows it, priced from the catalogue. */
export const ZMembershipPlanOffer = z.object({
  plan: ZMembershipPlanId,
  label: z.string(),
  prices: z.object({ monthly: ZMoney, yearly: ZMoney }),
  /** Postal codes at the start, per cycle (null: unlimited), and what is added every 6 months. */
  postalCodes: z.object({
    monthly: z.number().int().nullable(),
    yearly: z.number().int().nullable(),
    growthEvery6Months: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  }),
  /** The marketing copy's figures ("30 postal codes within 20 miles"), shown as the spec gives them. */
  coverage: z.object({ postalCodes: z.number().int(), radiusMiles: z.number().int() }),
  translationLocales: z.array(z.enum(SUPPORTED_LOCALES)),
  /** Annual Plus comes with a buy-one-get-one code to give to a new user. */
  buyOneGetOne: z.object({ yearly: z.boolean() }),
});
export type TMembershipPlanOffer = z.infer<typeof ZMembershipPlanOffer>;

/** GET /memberships/mine: the dashboard's Membership section (spec section 3), or null without one. */
export const ZMyMembership = z.object({
  _id: z.uuid(),
  plan: ZMembershipPlanId,
  cycle: ZBillingCycle,
  status: z.enum(MEMBERSHIP_STATUSES),
  startedAt: z.iso.datetime({ offset: true }),
  /** The end of the period paid for: the next billing date while auto-renew is on, else the expiration. */
  currentPeriodEnd: z.iso.datetime({ offset: true }),
  nextBillingDate: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Set while past due: the membership ends then unless the renewal is paid. */
  graceEndsAt: z.iso.datetime({ offset: true }).nullable(),
  autoRenew: z.boolean(),
  /** The card renewals charge (null for a membership given by a promotion, until one is chosen). */
  card: z
    .object({ _id: z.uuid().nullable(), brand: z.string(), last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
    .nullable(),
  renewalPrice: ZMoney,
  /** Free through a buy-one-get-one code. */
  promotional: z.boolean(),
  postalCodes: z.object({ used: z.number().int(), allowed: z.number().int().nullable(), remaining: z.number().int().nullable() }),
  translationLocales: z.array(z.enum(SUPPORTED_LOCALES)),
  actions: z.array(z.enum(MEMBERSHIP_ACTIONS)),
});
export type TMyMembership = z.infer<typeof ZMyMembership>;

/** PUT /memberships/mine: auto-renew on or off, and/or the saved card renewals charge. */
export const ZUpdateMembershipRequest = z
  .object({ autoRenew: z.boolean().optional(), cardId: z.uuid().optional() })
  .refine((value) => value.autoRenew !== undefined || value.cardId !== undefined, { message: 'Invalid Input' });
export type TUpdateMembershipRequest = z.infer<typeof ZUpdateMembershipRequest>;

/** One entry of the membership's history. */
export const ZMembershipEvent = z.object({
  action: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
