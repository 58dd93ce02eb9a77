import type { ZChangePasswordRequest } from '@app/shared/accounts/auth.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { verifyPassword } from '../../platform/auth-session/passwords';
import { AppError } from '../../platform/http/app-error';
import { clearLimit, enforceLimit } from '../../platform/rate-limit/limits';
import { findAccountById } from '../accounts/index';
import { replacePassword } from './recovery.service';

/** Changes the signed-in person's password: 'Incorrect Password' unless the current one matches. */
export async function changePassword(deps: AppDeps, actor: AccountActor, input: z.output<typeof ZChangePasswordRequest>): Promise<void> {
  // Reserved before the check, so parallel guesses cannot all pass it; a match clears them.
  await enforceLimit(deps.rateLimiter, 'passwordChecksPerAccount', actor.accountId);
  const row = await findAccountById(deps.database.db, actor.accountId);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError('INCORRECT_PASSWORD', { fields: { currentPassword: MESSAGES.incorrectPassword } });
  }
  await clearLimit(deps.rateLimiter, 'passwordChecksPerAccount', actor.accountId);
  await replacePassword(deps, actor, input.newPassword);
}
