import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { clientAs, seedRoleAccount } from '../../../../test/role-fixtures';
import { adminAudit, jobFailures, outbox } from '../../../db/schema/index';

const { app, db } = await createTestApp();
const admin = await clientAs(app, await seedRoleAccount(db, 'admin'));

const auditOf = (action: string, targetLabel: string) =>
  db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.action, action), eq(adminAudit.targetLabel, targetLabel)));

/** An outbox row given up after its retries, as the worker leaves it. */
async function failedRow(topic: string, payload: Record<string, unknown>, lastError: string): Promise<string> {
  const [row] = await db.insert(outbox).values({ topic, payload, status: 'failed', attempts: 8, lastError }).returning({ id: outbox.id });
  return row!.id;
}

describe('admin: the outbox', () => {
  it('lists failed deliveries with their error; a mail shows its template and recipient, never its data', async () => {
    const id = await failedRow(
      'mail',
      { to: 'ana@example.com', locale: 'en-us', template: 'recovery-password', data: { password: 'Secret-Temp-99' } },
      'Error: 550 mailbox unavailable',
    );
    const res = await admin.get('/api/v1/admin/outbox?status=failed&topic=mail');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.messages).toContainEqual(
      expect.objectContaining({
        _id: id,
        status: 'failed',
        attempts: 8,
        lastError: 'Error: 550 mailbox unavailable',
        mailTemplate: 'recovery-password',
        mailTo: 'ana@example.com',
      }),
    );
    expect(page.topics).toContain('mail');
    expect(res.body).not.toContain('Secret-Temp-99');
    expect(page.messages.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect((await admin.get('/api/v1/admin/outbox?status=lost')).statusCode).toBe(400);
  });

  it('retries a failed delivery once however often it is asked: re-queued, delivered once, logged once', async () => {
    let broken = true;
    const delivered: unknown[] = [];
    app.deps.outbox.register('ops.flaky', async (payload) => {
      if (broken) throw new Error('partner API down');
      delivered.push(payload.n);
    });
    const id = await failedRow('ops.flaky', { n: 7 }, 'Error: partner API down');
    broken = false;

    const [one, two] = await Promise.all([admin.post(`/api/v1/admin/outbox/${id}/retry`), admin.post(`/api/v1/admin/outbox/${id}/retry`)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    await app.deps.outbox.drain();
    expect(delivered).toEqual([7]);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });

    const again = await admin.post(`/api/v1/admin/outbox/${id}/retry`);
    expect(again.json().data).toMatchObject({ _id: id, status: 'sent' });
    await app.deps.outbox.drain();
    expect(delivered).toEqual([7]);
    const logged = await auditOf('outbox.retry', 'ops.flaky');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ targetKind: 'outbox', targetId: id, reason: 'Error: partner API down', data: { attempts: 8 } });
  });

  it('answers an unknown message with 404 and a malformed id with 400', async () => {
    expect((await admin.post('/api/v1/admin/outbox/00000000-0000-4000-8000-000000000000/retry')).statusCode).toBe(404);
    expect((await admin.post('/api/v1/admin/outbox/not-an-id/retry')).statusCode).toBe(400);
  });

  it('leaves a pending delivery alone', async () => {
    const [row] = await db
      .insert(outbox)
      .values({ topic: 'ops.idle', payload: { n: 1 }, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .returning({ id: outbox.id });
    const res = await admin.post(`/api/v1/admin/outbox/${row!.id}/retry`);
    expect(res.json().data).toMatchObject({ status: 'pending' });
    expect(await auditOf('outbox.retry', 'ops.idle')).toEqual([]);
  });
});

describe('admin: job runs', () => {
  let broken = true;
  let runs = 0;
  app.deps.jobs.add({
    name: 'ops-feed-sweep',
    everyMs: 3_600_000,
    run: async () => {
      runs++;
      if (broken) throw new Error('feed host down');
    },
  });

  it('lists a job whose run failed, with its error, under failed; a retry that fails again counts it', async () => {
    await expect(app.deps.jobs.runDue('ops-feed-sweep')).rejects.toThrow('feed host down');
    const failing = (await admin.get('/api/v1/admin/jobs?failed=true')).json().data;
    expect(failing).toEqual([
      expect.objectContaining({ name: 'ops-feed-sweep', failing: true, failures: 1, lastError: 'Error: feed host down', lastRunAt: null }),
    ]);
    const all = (await admin.get('/api/v1/admin/jobs')).json().data;
    expect(all.map((job: { name: string }) => job.name)).toEqual(expect.arrayContaining(['ops-feed-sweep', 'listing-expiry']));

    const retried = (await admin.post('/api/v1/admin/jobs/ops-feed-sweep/retry')).json().data;
    expect(retried).toMatchObject({ outcome: 'failed', job: { failing: true, failures: 2 } });
  });

  it('runs a failing job once on retry, clears its failure and logs it; a second retry does nothing', async () => {
    broken = false;
    const before = runs;
    const res = await admin.post('/api/v1/admin/jobs/ops-feed-sweep/retry');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outcome: 'ran',
      job: { name: 'ops-feed-sweep', failing: false, failures: 0, lastError: null },
    });
    expect(res.json().data.job.lastRunAt).toEqual(expect.any(String));
    expect(runs).toBe(before + 1);
    expect(await db.select().from(jobFailures).where(eq(jobFailures.name, 'ops-feed-sweep'))).toEqual([]);

    const again = await admin.post('/api/v1/admin/jobs/ops-feed-sweep/retry');
    expect(again.json().data.outcome).toBe('not-failing');
    expect(runs).toBe(before + 1);
    expect((await admin.get('/api/v1/admin/jobs?failed=true')).json().data).toEqual([]);
    const logged = await auditOf('job.retry', 'ops-feed-sweep');
    expect(logged.map((row) => row.data)).toEqual([{ outcome: 'failed' }, { outcome: 'ran' }]);
    expect(new Set(logged.map((row) => row.targetId)).size).toBe(1);
  });

  it('answers an unknown job with 404', async () => {
    expect((await admin.post('/api/v1/admin/jobs/no-such-job/retry')).statusCode).toBe(404);
  });
});
