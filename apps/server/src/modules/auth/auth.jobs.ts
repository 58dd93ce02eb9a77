import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailVerifications, oidcFlows } from '../../db/schema/index';
import { purgeExpiredSessions } from '../../platform/auth-session/sessions';
import type { Job } from '../../platform/jobs/jobs';

const HOUR = 60 * 60 * 1000;

/** Hourly: ended sessions, stale sign-in flows and spent or expired verification links go. */
export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  everyMs: HOUR,
  async run(tx) {
    await purgeExpiredSessions(tx);
    await tx.delete(oidcFlows).where(lt(oidcFlows.expiresAt, new Date()));
    await tx
      .delete(emailVerifications)
      .where(
        or(
          lt(emailVerifications.expiresAt, new Date()),
          and(isNotNull(emailVerifications.usedAt), lt(emailVerifications.usedAt, new Date(Date.now() - 24 * HOUR))),
        ),
      );
  },
};
