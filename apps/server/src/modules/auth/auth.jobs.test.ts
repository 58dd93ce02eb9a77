import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, signUp } from '../../../test/http-client';
import { emailVerifications, oidcFlows, sessions } from '../../db/schema/index';

const { app, db } = await createTestApp();

describe('auth clean-up job', () => {
  it('removes ended sessions, stale sign-in flows and expired verification links, and keeps live ones', async () => {
    const live = httpClient(app);
    const { account: liveAccount } = await signUp(live);
    const ended = httpClient(app);
    const { account: endedAccount } = await signUp(ended);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, endedAccount._id));
    await db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.accountId, endedAccount._id));
    await db
      .insert(oidcFlows)
      .values({ state: 'old', codeVerifier: 'v', nonce: 'n', returnTo: '/', expiresAt: new Date(Date.now() - 1000) });

    expect(await app.deps.jobs.runNow('auth-cleanup')).toBe(true);

    expect(await db.select().from(sessions).where(eq(sessions.accountId, endedAccount._id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, liveAccount._id))).toHaveLength(1);
    expect(await db.select().from(emailVerifications).where(eq(emailVerifications.accountId, endedAccount._id))).toEqual([]);
    expect(await db.select().from(emailVerifications).where(eq(emailVerifications.accountId, liveAccount._id))).toHaveLength(1);
    expect(await db.select().from(oidcFlows)).toEqual([]);
    expect((await live.get('/api/v1/account')).statusCode).toBe(200);
  });
});
