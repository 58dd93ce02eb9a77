import { TIMING } from '../constants/timing';

const DAY_MS = 86_400_000;

/**
 * Whether a profile submitted at `submittedAt` has waited past the spec's 3 days for verification
 * (spec section 4: then the professional should contact support). Not while it is not waiting.
 */
export function verificationOverdue(submittedAt: Date | null, waiting: boolean, now: Date): boolean {
  return waiting && submittedAt !== null && now.getTime() - submittedAt.getTime() > TIMING.verificationWaitDays * DAY_MS;
}
