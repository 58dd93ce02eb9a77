import { couponDiscount } from '@app/shared/coupons/coupon-discount';
import { MESSAGES } from '@app/shared/messages/messages';
import type { TCoupon, TCouponTarget, ZCreateCouponRequest } from '@app/shared/coupons/coupons.schema';
import type { TCheckout } from '@app/shared/payments/payments.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { cancelOpenCheckout, ownCheckout, repriceCheckout, toCheckout, type FulfilContext } from '../payments/index';
import type { Tx } from '../../db/client';
import {
  accountUses,
  countUses,
  deactivate,
  findCoupon,
  insertCoupon,
  insertHold,
  listCouponsWithUses,
  lockCouponByCode,
  redeemHold,
  releaseHold,
  type CouponRow,
} from './coupons.repo';

/** A held use outlives its checkout by the longest a payment started on it may stay pending (wallet approval, reconciliation). */
const HOLD_GRACE_MS = 60 * 60 * 1000;

/** A coupon as the admin console shows it. */
function toCoupon(row: CouponRow & { uses: number; held: number }): TCoupon {
  return {
    _id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOff !== null && row.currency ? { amount: row.amountOff, currency: row.currency } : null,
    appliesTo: row.appliesTo as TCouponTarget,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    oncePerAccount: row.oncePerAccount,
    uses: row.uses,
    held: row.held,
    active: row.deactivatedAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a coupon gives, in words for the audit log. */
const termsOf = (row: CouponRow) => (row.percentOff !== null ? `${row.percentOff}% off` : `${row.amountOff} ${row.currency} cents off`);

/** POST /admin/coupons: a new coupon, logged in the same transaction. */
export async function createCoupon(deps: AppDeps, admin: AccountActor, input: z.output<typeof ZCreateCouponRequest>): Promise<TCoupon> {
  const row = await deps.database.db.transaction(async (tx) => {
    const made = await insertCoupon(tx, {
      code: input.code,
      percentOff: input.discount.kind === 'percent' ? input.discount.percentOff : null,
      amountOff: input.discount.kind === 'amount' ? input.discount.amountOff : null,
      currency: input.discount.kind === 'amount' ? input.discount.currency : null,
      appliesTo: input.appliesTo,
      validFrom: input.validFrom,
      validUntil: input.validUntil,
      maxUses: input.maxUses,
      oncePerAccount: input.oncePerAccount,
      createdBy: admin.accountId,
    });
    if (!made) throw new AppError('COUPON_CODE_TAKEN', { fields: { code: MESSAGES.couponCodeTaken } });
    await recordAdminAction(tx, admin, {
      action: 'coupon.create',
      targetKind: 'coupon',
      targetId: made.id,
      targetLabel: made.code,
      data: { terms: termsOf(made), appliesTo: made.appliesTo, maxUses: made.maxUses, oncePerAccount: made.oncePerAccount },
    });
    return made;
  });
  return toCoupon({ ...row, uses: 0, held: 0 });
}

/** GET /admin/coupons: every coupon with its uses. */
export async function listCoupons(deps: AppDeps): Promise<TCoupon[]> {
  return (await listCouponsWithUses(deps.database.db)).map(toCoupon);
}

/** POST /admin/coupons/{id}/deactivate: no new checkout may use it from now on (paid uses stay); logged with why. */
export async function deactivateCoupon(deps: AppDeps, admin: AccountActor, id: string, why: string): Promise<TCoupon> {
  await deps.database.db.transaction(async (tx) => {
    const row = await deactivate(tx, id);
    if (!row) {
      if (!(await findCoupon(tx, id))) throw new AppError('NOT_FOUND');
      throw new AppError('ACTION_NOT_AVAILABLE');
    }
    await recordAdminAction(tx, admin, {
      action: 'coupon.deactivate',
      targetKind: 'coupon',
      targetId: row.id,
      targetLabel: row.code,
      reason: why,
    });
  });
  const found = (await listCouponsWithUses(deps.database.db)).find((coupon) => coupon.id === id);
  return toCoupon(found!);
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Checks a locked coupon against the buyer and the checkout; the discount in cents. The account's
 * own holds on other checkouts still open are given back first (their checkouts are cancelled):
 * someone who opens a second checkout is not told they used the code on the first.
 */
async function discountFor(
  tx: Tx,
  coupon: CouponRow,
  actor: AccountActor,
  checkout: { id: string; kind: string; listAmount: number; currency: string },
) {
  const today = utcDay(new Date());
  if (coupon.deactivatedAt || today < coupon.validFrom || today > coupon.validUntil) throw new AppError('COUPON_EXPIRED');
  const discount = couponDiscount(
    { percentOff: coupon.percentOff, amountOff: coupon.amountOff, currency: coupon.currency, appliesTo: coupon.appliesTo as TCouponTarget },
    { kind: checkout.kind, amount: checkout.listAmount, currency: checkout.currency },
  );
  if (discount === undefined) throw new AppError('COUPON_NOT_APPLICABLE');
  for (const use of await accountUses(tx, coupon.id, actor.accountId, checkout.id)) {
    if (use.status === 'held' && (await cancelOpenCheckout(tx, use.checkoutId, actor.accountId))) await releaseHold(tx, use.checkoutId);
    else if (coupon.oncePerAccount) throw new AppError('COUPON_ALREADY_USED');
  }
  if (coupon.maxUses !== null && (await countUses(tx, coupon.id, checkout.id)) >= coupon.maxUses) throw new AppError('COUPON_USED_UP');
  return discount;
}

/**
 * POST /checkouts/{id}/coupon: prices the checkout again with the code, on the server. The
 * coupon's row is locked while its uses are counted and one is held, so two buyers racing for
 * its last use cannot both get it. The answer is a new checkout at the new price (the old one is
 * cancelled): a checkout's price never changes under a payment.
 */
export async function applyCoupon(deps: AppDeps, actor: AccountActor, checkoutId: string, code: string): Promise<TCheckout> {
  const old = await ownCheckout(deps, actor, checkoutId);
  const listAmount = old.amount + (old.discountAmount ?? 0);
  const next = await deps.database.db.transaction(async (tx) => {
    const coupon = await lockCouponByCode(tx, code);
    if (!coupon) throw new AppError('COUPON_UNKNOWN');
    const discount = await discountFor(tx, coupon, actor, { id: old.id, kind: old.productKind, listAmount, currency: old.currency });
    const row = await repriceCheckout(tx, {
      checkoutId: old.id,
      accountId: actor.accountId,
      listAmount,
      discount: { code: coupon.code, amount: discount },
    });
    if (!row) throw new AppError('CHECKOUT_NOT_OPEN');
    await releaseHold(tx, old.id);
    await insertHold(tx, {
      couponId: coupon.id,
      accountId: actor.accountId,
      checkoutId: row.id,
      listAmount,
      discountAmount: discount,
      currency: row.currency,
      holdUntil: new Date(row.expiresAt.getTime() + HOLD_GRACE_MS),
    });
    return row;
  });
  return toCheckout(next);
}

/** DELETE /checkouts/{id}/coupon: back to the full price in a new checkout; the held use is given back. */
export async function removeCoupon(deps: AppDeps, actor: AccountActor, checkoutId: string): Promise<TCheckout> {
  const old = await ownCheckout(deps, actor, checkoutId);
  if (!old.discountCode) return toCheckout(old);
  const next = await deps.database.db.transaction(async (tx) => {
    const row = await repriceCheckout(tx, {
      checkoutId: old.id,
      accountId: actor.accountId,
      listAmount: old.amount + (old.discountAmount ?? 0),
      discount: null,
    });
    if (!row) throw new AppError('CHECKOUT_NOT_OPEN');
    await releaseHold(tx, old.id);
    return row;
  });
  return toCheckout(next);
}

/** In the payment's own transaction: the checkout's held use becomes a paid one. */
export async function redeemOnPaid(tx: Tx, context: FulfilContext): Promise<void> {
  // A checkout priced without a coupon holds no use: no statement for the many payments without one.
  if (context.discountCode === null) return;
  await redeemHold(tx, context.checkoutId, context.paymentId);
}
