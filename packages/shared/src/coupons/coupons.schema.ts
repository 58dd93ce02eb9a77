import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';

/** What a coupon can take money off (decision 077): a listing plan, a professional membership, or either. */
export const COUPON_TARGETS = ['any', 'listing-plan', 'membership-plan'] as const;
export type TCouponTarget = (typeof COUPON_TARGETS)[number];

/** The smallest charge a discounted price may come to, in cents (card processors refuse less). */
export const COUPON_MIN_CHARGE = 50;

/** Codes are typed by people: letters, digits and dashes, compared without case. */
export const ZCouponCode = z
  .string(MESSAGES.couponCodeFormat)
  .trim()
  .regex(/^[A-Za-z0-9-]{3,32}$/, MESSAGES.couponCodeFormat)
  .transform((code) => code.toUpperCase());

const ZDay = z.iso.date(MESSAGES.invalidInput);

/** POST /admin/coupons: a new coupon (admins). `amountOff` in cents of `currency`. */
export const ZCreateCouponRequest = z
  .object({
    code: ZCouponCode,
    discount: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('percent'), percentOff: z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(1).max(100) }),
      z.object({
        kind: z.literal('amount'),
        amountOff: z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(100_000_00),
        currency: z.literal('USD').default('USD'),
      }),
    ]),
    appliesTo: z.enum(COUPON_TARGETS, MESSAGES.invalidInput),
    /** First and last day it may be used, both included, UTC days. */
    validFrom: ZDay,
    validUntil: ZDay,
    /** How many purchases in all may use it; null: no limit. */
    maxUses: z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(1_000_000).nullable(),
    /** One purchase per account (the default) or as many as the use limit allows. */
    oncePerAccount: z.boolean().default(true),
  })
  .refine((coupon) => coupon.validUntil >= coupon.validFrom, { message: MESSAGES.couponDatesOrder, path: ['validUntil'] });
export type TCreateCouponRequest = z.input<typeof ZCreateCouponRequest>;

/** A coupon as the admin console lists it, with how often it was used. */
export const ZCoupon = z.object({
  _id: z.uuid(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: ZMoney.nullable(),
  appliesTo: z.enum(COUPON_TARGETS),
  validFrom: z.iso.date(),
  validUntil: z.iso.date(),
  maxUses: z.number().int().nullable(),
  oncePerAccount: z.boolean(),
  /** Purchases paid with it. */
  uses: z.number().int(),
  /** Checkouts holding a use while they wait for payment. */
  held: z.number().int(),
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TCoupon = z.infer<typeof ZCoupon>;

/** POST /checkouts/{id}/coupon: a code typed at checkout. */
export const ZApplyCouponRequest = z.object({
  code: z
    .string(MESSAGES.couponUnknown)
    .trim()
    .min(1, MESSAGES.couponUnknown)
    .max(64, MESSAGES.couponUnknown)
    .transform((code) => code.toUpperCase()),
});
export type TApplyCouponRequest = z.input<typeof ZApplyCouponRequest>;
