import type { TLocale } from '@app/shared/constants/locale';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { hashPassword } from '../../platform/auth-session/passwords';
import { deleteAccountSessions } from '../../platform/auth-session/sessions';
import { temporaryPassword } from '../../platform/auth-session/tokens';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { mailLocaleOf } from '../accounts/account-view';
import { findAccountByEmail, updateAccountRow, type AccountRow } from '../accounts/accounts.repo';

/** A mailed temporary password works for one hour. */
export const RECOVERY_TTL_MS = 60 * 60 * 1000;

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
  const refId = Buffer.from(account.email, 'utf8').toString('base64');
  await db.transaction(async (tx) => {
    await updateAccountRow(tx, account.id, { recoveryPasswordHash, recoveryExpiresAt: new Date(Date.now() + RECOVERY_TTL_MS) });
    await enqueueMail(tx, {
      to: account.email,
      locale: mailLocaleOf(account),
      template: 'recovery-password',
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

/** The mail's "this wasn't me" link (spec: POST cancel-recovery with the email): the temporary password stops working. */
export async function cancelRecovery(deps: AppDeps, email: string, meta: { ip: string }): Promise<void> {
  await enforceLimit(deps.rateLimiter, 'recoveryPerIp', meta.ip);
  const account = await findAccountByEmail(deps.database.db, email);
  if (account?.recoveryPasswordHash) {
    await updateAccountRow(deps.database.db, account.id, { recoveryPasswordHash: null, recoveryExpiresAt: null });
  }
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
      template: 'password-changed',
      data: { firstName: updated.firstName, supportLink: `${deps.config.publicUrl}/contact` },
    });
    return updated;
  });
  deps.outbox.kick();
  return row;
}
