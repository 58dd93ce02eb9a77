import type { TLocale } from '@app/shared/constants/locale';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { hashPassword } from '../../platform/auth-session/passwords';
import { deleteAccountSessions } from '../../platform/auth-session/sessions';
import { temporaryPassword } from '../../platform/auth-session/tokens';
import { readSignedToken, signToken } from '../../platform/crypto/signed-token';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { passwordChanged } from './mail/password-changed.template';
import { recoveryPassword } from './mail/recovery-password.template';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { type AccountRow, endRecovery, findAccountByEmail, mailLocaleOf, updateAccountRow } from '../accounts/index';

/** A mailed temporary password works for one hour. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;

const CANCEL_PURPOSE = 'recovery-cancel';

/**
 * The refId of a recovery mail's "this wasn't me" link: base64 of the email (spec), the moment
 * that recovery ends, and an HMAC of both under the mail-link key. It cancels that recovery
 * only, until it ends, and nobody can make one for another email.
 */
function cancelRefId(deps: Pick<AppDeps, 'secrets'>, email: string, expiresAt: Date): string {
  return signToken(deps.secrets.mailLinks, CANCEL_PURPOSE, `${Buffer.from(email, 'utf8').toString('base64')}.${expiresAt.getTime()}`);
}

/** The email and end of the recovery a refId was issued for, or null when it was not issued by us. */
function readCancelRefId(deps: Pick<AppDeps, 'secrets'>, refId: string): { email: string; expiresAt: number } | null {
  const value = readSignedToken(deps.secrets.mailLinks, CANCEL_PURPOSE, refId);
  const [email64, expiresAt, ...rest] = value?.split('.') ?? [];
  if (!email64 || !expiresAt || rest.length > 0) return null;
  return { email: Buffer.from(email64, 'base64').toString('utf8'), expiresAt: Number(expiresAt) };
}

/**
 * Forgot password: mails a temporary password (the old one keeps working until a new one is
 * set). The reply never says whether the email has an account.
 */
export async function requestRecovery(deps: AppDeps, email: string, meta: { ip: string; locale?: TLocale | undefined }): Promise<void> {
  await enforceLimit(deps.rateLimiter, 'recoveryPerIp', meta.ip);
  await enforceLimit(deps.rateLimiter, 'recoveryPerEmail', email);
  const db = deps.database.db;
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  const password = temporaryPassword();
  const recoveryPasswordHash = await hashPassword(password);
  const recoveryExpiresAt = new Date(Date.now() + RECOVERY_TTL_MS);
  const refId = cancelRefId(deps, account.email, recoveryExpiresAt);
  await db.transaction(async (tx) => {
    await updateAccountRow(tx, account.id, { recoveryPasswordHash, recoveryExpiresAt });
    await enqueueMail(tx, {
      to: account.email,
      locale: mailLocaleOf(account),
      template: recoveryPassword,
      data: {
        firstName: account.firstName,
        temporaryPassword: password,
        expiresInHours: String(RECOVERY_TTL_MS / 3_600_000),
        loginLink: `${deps.config.publicUrl}/`,
        cancelLink: `${deps.config.publicUrl}/?action=cancel-recovery&refId=${encodeURIComponent(refId)}`,
      },
    });
  });
  deps.outbox.kick();
}

/**
 * The mail's "this wasn't me" link (spec: POST cancel-recovery with the email, plus the link's
 * refId): the temporary password of that mail stops working. A refId we did not sign for this
 * email, or one whose recovery has ended, is refused; a later recovery is left alone.
 */
export async function cancelRecovery(deps: AppDeps, input: { email: string; refId: string }, meta: { ip: string }): Promise<void> {
  await enforceLimit(deps.rateLimiter, 'recoveryPerIp', meta.ip);
  const issued = readCancelRefId(deps, input.refId);
  if (!issued || issued.email !== input.email || issued.expiresAt <= Date.now()) throw new AppError('RECOVERY_LINK_INVALID');
  await endRecovery(deps.database.db, issued.email, new Date(issued.expiresAt));
}

/**
 * Stores a new password for an account, ends its other sessions and any pending temporary
 * password, and tells the owner by mail.
 */
export async function replacePassword(deps: AppDeps, actor: AccountActor, newPassword: string): Promise<AccountRow> {
  const passwordHash = await hashPassword(newPassword);
  const row = await deps.database.db.transaction(async (tx) => {
    const updated = await updateAccountRow(tx, actor.accountId, { passwordHash, recoveryPasswordHash: null, recoveryExpiresAt: null });
    await deleteAccountSessions(tx, actor.accountId, actor.sessionId);
    await enqueueMail(tx, {
      to: updated.email,
      locale: mailLocaleOf(updated),
      template: passwordChanged,
      data: { firstName: updated.firstName, supportLink: `${deps.config.publicUrl}/contact` },
    });
    return updated;
  });
  deps.outbox.kick();
  return row;
}
