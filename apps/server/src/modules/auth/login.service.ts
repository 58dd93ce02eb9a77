import type { ZLoginRequest } from '@app/shared/accounts/auth.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { verifyPassword } from '../../platform/auth-session/passwords';
import { AppError } from '../../platform/http/app-error';
import { clearLimit, enforceLimit } from '../../platform/rate-limit/limits';
import { type AccountRow, findAccountByEmail, updateAccountRow } from '../accounts/index';

type LoginInput = z.output<typeof ZLoginRequest>;
export type LoginOutcome = { row: AccountRow; message: 'ok' | 'temp' };

/**
 * Checks an email and password (spec: POST account/login). A mailed temporary password that
 * has not expired signs in with message 'temp' (the recovery-login view). Brute force is
 * limited per IP and per account: each attempt is reserved before the password is checked,
 * so parallel guesses cannot outrun the count; a success clears the account's attempts.
 */
export async function checkCredentials(deps: AppDeps, input: LoginInput, meta: { ip: string }): Promise<LoginOutcome> {
  const limiter = deps.rateLimiter;
  await enforceLimit(limiter, 'loginPerIp', meta.ip);
  await enforceLimit(limiter, 'loginAttemptsPerAccount', input.username);

  const row = await findAccountByEmail(deps.database.db, input.username);
  if (row && (await verifyPassword(row.passwordHash, input.password))) {
    await clearLimit(limiter, 'loginAttemptsPerAccount', input.username);
    // They remembered their password: a pending temporary one is no longer needed.
    const current = row.recoveryPasswordHash
      ? await updateAccountRow(deps.database.db, row.id, { recoveryPasswordHash: null, recoveryExpiresAt: null })
      : row;
    return { row: current, message: 'ok' };
  }
  const recoveryValid = row?.recoveryPasswordHash && row.recoveryExpiresAt && row.recoveryExpiresAt.getTime() > Date.now();
  if (row && recoveryValid && (await verifyPassword(row.recoveryPasswordHash, input.password))) {
    await clearLimit(limiter, 'loginAttemptsPerAccount', input.username);
    return { row, message: 'temp' };
  }
  throw new AppError('LOGIN_FAILED');
}
