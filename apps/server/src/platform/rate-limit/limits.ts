import { AppError } from '../http/app-error';
import type { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;

/** The brute-force limits: per IP and per account, each a count in a window. */
export const LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginAttemptsPerAccount: { limit: 8, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  recoveryPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  recoveryPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyLinkPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  passwordChecksPerAccount: { limit: 8, windowMs: 15 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;

/**
 * Counts a hit against a named limit; throws 429 'Too many attempts…' once it is exceeded.
 * Call it before the work it guards (reserve, then verify): a check now and a count later
 * would let parallel requests all pass the check.
 */
export async function enforceLimit(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  const { limit, windowMs } = LIMITS[name];
  const outcome = await limiter.hit(`${name}:${subject}`, limit, windowMs);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
}

/** Clears a named limit's count for a subject (a correct password clears its attempts). */
export function clearLimit(limiter: RateLimiter, name: LimitName, subject: string): Promise<void> {
  return limiter.reset(`${name}:${subject}`);
}
