import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { randomToken, tokenDigest } from '../../platform/auth-session/tokens';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { verifyEmail as verifyEmailMail } from './mail/verify-email.template';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { type AccountRow, findAccountById, mailLocaleOf, updateAccountRow, verifiedEmailColumns } from '../accounts/index';
import { replaceVerificationLink, useVerificationLink } from './auth.repo';

/** A verification link works for 48 hours, once. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/**
 * Creates a verification link for the account's current email and queues the mail in the
 * same transaction; earlier unused links stop working. A mail that cannot be queued is
 * 'There is an issue with email sign up, please try again later'.
 */
export async function queueVerificationMail(deps: Pick<AppDeps, 'config'>, tx: DbOrTx, account: AccountRow): Promise<void> {
  const token = randomToken();
  await replaceVerificationLink(tx, {
    id: tokenDigest(token),
    accountId: account.id,
    email: account.email,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  try {
    await enqueueMail(tx, {
      to: account.email,
      locale: mailLocaleOf(account),
      template: verifyEmailMail,
      data: { firstName: account.firstName, link: `${deps.config.publicUrl}/verification/${token}` },
    });
  } catch (err) {
    // The spec's own words for a sign-up mail that cannot go out; the caller's transaction rolls back.
    throw new AppError('EMAIL_SIGN_UP_ISSUE', { cause: err });
  }
}

/** GET account/new-verify-link: a fresh link for a signed-in, unverified account. */
export async function sendNewVerificationLink(deps: AppDeps, actor: AccountActor): Promise<void> {
  if (actor.verified) throw new AppError('ALREADY_VERIFIED');
  await enforceLimit(deps.rateLimiter, 'verifyLinkPerAccount', actor.accountId);
  await deps.database.db.transaction(async (tx) => {
    const account = await findAccountById(tx, actor.accountId);
    if (!account) throw new AppError('SESSION_EXPIRED');
    await queueVerificationMail(deps, tx, account);
  });
  deps.outbox.kick();
}

/**
 * The link /verification/{token}: single use, before it expires, and only for the email it
 * was sent to. Returns the verified account.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<AccountRow> {
  return deps.database.db.transaction(async (tx) => {
    const link = await useVerificationLink(tx, tokenDigest(token));
    const account = link && (await findAccountById(tx, link.accountId));
    if (!link || !account || account.email !== link.email) throw new AppError('VERIFICATION_LINK_INVALID');
    if (account.emailVerifiedAt) return account;
    const verified = await updateAccountRow(tx, account.id, verifiedEmailColumns(deps.config.adminEmails, account));
    await deps.emailVerified.run(tx, verified.email);
    return verified;
  });
}
