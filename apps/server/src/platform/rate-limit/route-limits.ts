import type { FastifyRequest } from 'fastify';
import type { RateLimiter } from './rate-limiter';
import { enforceLimit, type LimitName } from './limits';

/** What a limit counts by: the client's address, or the signed-in account (skipped for visitors). */
export type LimitSubject = 'ip' | 'account';

function subjectOf(request: FastifyRequest, by: LimitSubject): string | undefined {
  if (by === 'ip') return request.ip;
  return request.actor.kind === 'account' ? request.actor.accountId : undefined;
}

/**
 * A preHandler (it runs after the sign-in check and the body's validation) that counts the
 * request against each named limit and answers 429 with Retry-After once one is used up.
 * `when` picks the requests that count (paying with a new card, not a saved one).
 */
export function limitRequests(limiter: RateLimiter, limits: [LimitName, LimitSubject][], when?: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest) => {
    if (when && !when(request)) return;
    for (const [name, by] of limits) {
      const subject = subjectOf(request, by);
      if (subject) await enforceLimit(limiter, name, subject);
    }
  };
}

/** Adding a card and paying with a new one: each tries a card at the processor (card testing). */
export const CARD_ATTEMPT_LIMITS: [LimitName, LimitSubject][] = [
  ['cardAttemptsPerAccount', 'account'],
  ['cardAttemptsPerIp', 'ip'],
];
