import { randomInt } from 'node:crypto';
import { PROMOTION } from '@app/shared/constants/membership';
import { addMonths } from '@app/shared/professionals/membership-allowance';
import type { TMembershipPlanOptions } from '@app/shared/professionals/membership.schema';
import type { TBogoCode } from '@app/shared/professionals/promotion.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { enqueue } from '../../platform/outbox/outbox';
import { findAccountById } from '../accounts/index';
import { bogoCode } from './mail/bogo-code.template';
import { memberMail } from './member-mail';
import { findCodesOfBuyer, findPromotionCode, insertPromotionCode, lockPromotionCode, markRedeemed } from './bogo.repo';
import { hadMembershipBefore, insertMembership, insertStartEvent } from './memberships.repo';

/** No 0/O, 1/I/L: a code read aloud or typed from a phone survives. 32 letters, 12 of them: 60 bits. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

/** A fresh random code, stored without dashes. */
function generateCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** "K7QM-2XWP-9RTD": how a code is shown and mailed. */
export function displayCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/** Whether a plan is the one the promotion rewards (spec section 9: the Annual Plus plan). */
export function isBogoPlan(options: TMembershipPlanOptions): boolean {
  return options.plan === PROMOTION.planId && options.cycle === PROMOTION.billing;
}

/**
 * Generates the buyer's code for an Annual Plus purchase, inside the payment's transaction (one per
 * payment, a unique index) and mails it to them after commit.
 */
export async function issueBogoCode(deps: AppDeps, tx: Tx, purchase: { buyerAccountId: string; paymentId: string }) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertPromotionCode(tx, { code: generateCode(), ...purchase });
    if (!row) continue;
    const mail = await memberMail(deps, tx, purchase.buyerAccountId, bogoCode, {
      code: displayCode(row.code),
      link: `${deps.config.publicUrl}/buy-one-get-one/${row.code}`,
    });
    if (mail) await enqueue(tx, mail.topic, mail.payload);
    return row;
  }
  throw new Error('could not generate a unique promotion code');
}

/** Whether a code exists and can still be redeemed (the page at /buy-one-get-one/{code}). */
export async function bogoCodeStatus(deps: AppDeps, code: string) {
  const row = await findPromotionCode(deps.database.db, code);
  if (!row) throw new AppError('PROMOTION_CODE_INVALID');
  return { code: displayCode(row.code), plan: 'plus' as const, cycle: 'yearly' as const, available: row.redeemedAt === null };
}

/** The codes the signed-in member earned, to pass on. */
export async function myBogoCodes(deps: AppDeps, actor: AccountActor): Promise<TBogoCode[]> {
  return (await findCodesOfBuyer(deps.database.db, actor.accountId)).map((row) => ({
    code: displayCode(row.code),
    path: `/buy-one-get-one/${row.code}`,
    createdAt: row.createdAt.toISOString(),
    redeemed: row.redeemedAt !== null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
  }));
}

/**
 * Redeems a code for a free Annual Plus (decision 062: the code's holder, a new user, gets the free
 * year; the buyer keeps their own paid plan). New means the account was made after the code and has
 * never had a membership; anyone else gets 'Sorry, this promotion only applies for new users.'. The
 * code row is locked, so of two redemptions at once one wins and the other finds it used.
 */
export async function redeemBogoCode(deps: AppDeps, actor: AccountActor, code: string): Promise<{ membershipId: string }> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockPromotionCode(tx, code);
    if (!row) throw new AppError('PROMOTION_CODE_INVALID');
    if (row.redeemedAt) throw new AppError('PROMOTION_CODE_USED');
    const account = await findAccountById(tx, actor.accountId);
    if (!account) throw new AppError('SESSION_EXPIRED');
    if (account.createdAt <= row.createdAt || (await hadMembershipBefore(tx, actor.accountId))) {
      throw new AppError('PROMOTION_NEW_USERS_ONLY');
    }
    const now = new Date();
    const membership = await insertMembership(tx, {
      accountId: actor.accountId,
      plan: PROMOTION.planId,
      cycle: PROMOTION.billing,
      startedAt: now,
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 12),
      // Nothing to charge until the member chooses a card and turns renewal on.
      autoRenew: false,
      promotional: true,
    });
    if (!membership) throw new AppError('PROMOTION_NEW_USERS_ONLY');
    if (!(await markRedeemed(tx, row.id, { accountId: actor.accountId, membershipId: membership.id })))
      throw new AppError('PROMOTION_CODE_USED');
    await insertStartEvent(tx, membership, actor.accountId, { promotionCodeId: row.id });
    return { membershipId: membership.id };
  });
}
