import { AppError } from '../http/app-error';
import type { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/** The brute-force limits: per IP and per account, each a count in a window. */
export const LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { limit: 8, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  recoveryPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  recoveryPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyLinkPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  passwordChecksPerAccount: { limit: 8, windowMs: 15 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;

/** Counts a hit against a named limit; throws 429 'Too many attempts…' once it is exceeded. */
export async function enforceLimit(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  const { limit, windowMs } = LIMITS[name];
  const outcome = await limiter.hit(`${name}:${subject}`, limit, windowMs);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
}

/** Throws 429 when a limit is already used up, without counting (failures are counted separately). */
export async function ensureUnderLimit(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  const outcome = await limiter.peek(`${name}:${subject}`, LIMITS[name].limit);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
}

/** Counts a failure against a named limit (e.g. a wrong password). */
export async function countFailure(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  const { limit, windowMs } = LIMITS[name];
  await limiter.hit(`${name}:${subject}`, limit, windowMs);
}

/** Clears a named limit's count for a subject. */
export function clearLimit(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  return limiter.reset(`${name}:${subject}`);
}
