import type { ZChangePasswordRequest } from '@app/shared/accounts/auth.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { verifyPassword } from '../../platform/auth-session/passwords';
import { AppError } from '../../platform/http/app-error';
import { countFailure, ensureUnderLimit } from '../../platform/rate-limit/limits';
import { findAccountById } from '../accounts/accounts.repo';
import { replacePassword } from './recovery.service';

/** Changes the signed-in person's password: 'Incorrect Password' unless the current one matches. */
export async function changePassword(deps: AppDeps, actor: AccountActor, input: z.output<typeof ZChangePasswordRequest>): Promise<void> {
  await ensureUnderLimit(deps.rateLimiter, 'passwordChecksPerAccount', actor.accountId);
  const row = await findAccountById(deps.database.db, actor.accountId);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    await countFailure(deps.rateLimiter, 'passwordChecksPerAccount', actor.accountId);
    throw new AppError('INCORRECT_PASSWORD', { fields: { currentPassword: MESSAGES.incorrectPassword } });
  }
  await replacePassword(deps, actor, input.newPassword);
}
