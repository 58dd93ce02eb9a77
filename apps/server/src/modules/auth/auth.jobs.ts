import { purgeExpiredSessions } from '../../platform/auth-session/sessions';
import type { Job } from '../../platform/jobs/jobs';
import { deleteExpiredOidcFlows, deleteSpentVerificationLinks } from './auth.repo';

const HOUR = 60 * 60 * 1000;

/** Hourly: ended sessions, stale sign-in flows and spent or expired verification links go. */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  everyMs: HOUR,
  async run(tx) {
    await purgeExpiredSessions(tx);
    await deleteExpiredOidcFlows(tx);
    await deleteSpentVerificationLinks(tx);
  },
};
