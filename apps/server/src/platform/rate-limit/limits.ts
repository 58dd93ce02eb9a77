import { AppError } from '../http/app-error';
import type { RateLimiter } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The brute-force and abuse limits: per IP, per account or per address, each a count in a window. */
export const LIMITS = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginAttemptsPerAccount: { limit: 8, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  recoveryPerEmail: { limit: 3, windowMs: 60 * MINUTE },
  recoveryPerIp: { limit: 20, windowMs: 60 * MINUTE },
  verifyLinkPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  passwordChecksPerAccount: { limit: 8, windowMs: 15 * MINUTE },
  // Adding a card and paying with a new one share these: each is one card tried at the processor.
  cardAttemptsPerAccount: { limit: 10, windowMs: HOUR },
  cardAttemptsPerIp: { limit: 20, windowMs: HOUR },
  contactOwnerPerAccount: { limit: 20, windowMs: HOUR },
  contactOwnerPerIp: { limit: 40, windowMs: HOUR },
  feedbackPerIp: { limit: 10, windowMs: HOUR },
  // Reporting a listing (decision 082): a reader reports a few; a campaign against a seller hits these.
  listingReportsPerAccount: { limit: 10, windowMs: HOUR },
  listingReportsPerIp: { limit: 20, windowMs: HOUR },
  contactFormPerIp: { limit: 5, windowMs: HOUR },
  newsletterPerIp: { limit: 10, windowMs: HOUR },
  newsletterPerEmail: { limit: 3, windowMs: 24 * HOUR },
  // Each VOD request mails a bank; each link page read or answer tries a token.
  vodRequestsPerAccount: { limit: 20, windowMs: HOUR },
  vodLinkPerIp: { limit: 60, windowMs: HOUR },
  // Starting payout onboarding and asking the processor again (decision 088) each call Stripe.
  payoutOnboardingPerAccount: { limit: 20, windowMs: HOUR },
  // Messaging (decision 067): a person chatting sends a few a minute; a spammer hits these first.
  messagesPerSender: { limit: 60, windowMs: MINUTE },
  conversationsPerAccount: { limit: 30, windowMs: HOUR },
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
