import { TIMING } from '@app/shared/constants/timing';

const HOUR_MS = 3_600_000;

/** When the 3-day promise for a profile submitted at `submittedAt` runs out (spec section 4). */
export function verificationDeadline(submittedAt: string): Date {
  return new Date(new Date(submittedAt).getTime() + TIMING.verificationWaitDays * 24 * HOUR_MS);
}

/** Whole hours left of the promise, rounded up; 0 once it has run out. */
export function hoursLeft(submittedAt: string, now: number): number {
  return Math.max(0, Math.ceil((verificationDeadline(submittedAt).getTime() - now) / HOUR_MS));
}
