import type { TAccount } from '@app/shared/accounts/account.schema';
import type { ZRegisterRequest } from '@app/shared/accounts/auth.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { hashPassword } from '../../platform/auth-session/passwords';
import { AppError } from '../../platform/http/app-error';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { type AccountRow, accountView, findAccountByEmail, insertAccount } from '../accounts/index';
import { isUniqueViolation } from '../../db/errors';
import { queueVerificationMail } from './verification.service';

type RegisterInput = z.output<typeof ZRegisterRequest>;

/**
 * Creates an account (spec: email, password, accountType, name) and queues its verification
 * mail in the same transaction. 'Email already registered' for a taken email; a verification mail
 * that cannot be queued is 'There is an issue with email sign up, please try again later' (and no
 * account is left behind); anything unexpected becomes 'Failed to register'.
 */
export async function registerAccount(
  deps: AppDeps,
  input: RegisterInput,
  meta: { ip: string },
): Promise<{ row: AccountRow; view: TAccount }> {
  await enforceLimit(deps.rateLimiter, 'registerPerIp', meta.ip);
  const db = deps.database.db;
  if (await findAccountByEmail(db, input.email)) {
    throw new AppError('EMAIL_ALREADY_REGISTERED', { fields: { email: MESSAGES.emailAlreadyRegistered } });
  }
  try {
    const passwordHash = await hashPassword(input.password);
    const result = await db.transaction(async (tx) => {
      const row = await insertAccount(tx, {
        email: input.email,
        firstName: input.name.firstName,
        lastName: input.name.lastName,
        passwordHash,
        accountType: input.accountType,
        locale: input.locale ?? 'en-us',
      });
      await queueVerificationMail(deps, tx, row);
      return { row, view: await accountView(deps, tx, row) };
    });
    deps.outbox.kick();
    return result;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isUniqueViolation(err)) {
      throw new AppError('EMAIL_ALREADY_REGISTERED', { fields: { email: MESSAGES.emailAlreadyRegistered } });
    }
    throw new AppError('REGISTER_FAILED', { cause: err });
  }
}
