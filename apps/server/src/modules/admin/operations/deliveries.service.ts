import type { TAdminJob, TAdminJobRetry, TAdminOutboxMessage, ZAdminOutboxQuery } from '@app/shared/admin/operations.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { AccountActor } from '../../../platform/auth-session/actor';
import { auditIdOfName, recordAdminAction } from '../../../platform/audit/admin-audit';
import { AppError } from '../../../platform/http/app-error';
import { findJobStates, findOutboxMessage, findOutboxMessages, requeueFailed } from './deliveries.repo';

/** GET admin/outbox: the outbox, newest first, by status and topic. */
export function listOutbox(deps: AppDeps, query: z.output<typeof ZAdminOutboxQuery>) {
  return findOutboxMessages(deps.database.db, { status: query.status, topic: query.topic || undefined, page: query.page });
}

/**
 * POST admin/outbox/{id}/retry: a failed delivery goes back in the queue, logged with its last
 * error, in one transaction. Idempotent: only a failed row is re-queued, so a second retry (or
 * two at once) finds it pending or sent and changes nothing; the worker delivers it once.
 */
export async function retryOutboxMessage(deps: AppDeps, actor: AccountActor, id: string): Promise<TAdminOutboxMessage> {
  const requeued = await deps.database.db.transaction(async (tx) => {
    const previous = await requeueFailed(tx, id);
    if (!previous) return false;
    const message = await findOutboxMessage(tx, id);
    await recordAdminAction(tx, actor, {
      action: 'outbox.retry',
      targetKind: 'outbox',
      targetId: id,
      targetLabel: [message?.topic, message?.mailTemplate, message?.mailTo].filter(Boolean).join(' · '),
      reason: previous.lastError,
      data: { attempts: previous.attempts },
    });
    return true;
  });
  const message = await findOutboxMessage(deps.database.db, id);
  if (!message) throw new AppError('NOT_FOUND');
  if (requeued) deps.outbox.kick();
  return message;
}

/** The periodic jobs with their last run and failures; `failedOnly` keeps those failing. */
export async function listJobs(deps: AppDeps, failedOnly: boolean): Promise<TAdminJob[]> {
  const states = await findJobStates(deps.database.db);
  const jobs = deps.jobs.list().map(({ name, everyMs }): TAdminJob => {
    const failure = states.failures.get(name);
    return {
      name,
      everyMinutes: everyMs / 60_000,
      lastRunAt: states.lastRunAt.get(name)?.toISOString() ?? null,
      failing: Boolean(failure),
      failures: failure?.failures ?? 0,
      lastFailedAt: failure?.lastFailedAt.toISOString() ?? null,
      lastError: failure?.lastError ?? null,
    };
  });
  return jobs
    .filter((job) => !failedOnly || job.failing)
    .sort((a, b) => Number(b.failing) - Number(a.failing) || a.name.localeCompare(b.name));
}

async function jobView(deps: AppDeps, name: string): Promise<TAdminJob> {
  const job = (await listJobs(deps, false)).find((one) => one.name === name);
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/**
 * POST admin/jobs/{name}/retry: runs a failing job now, under its lock, only while it is failing
 * (so two retries run it once); logged with the error it had and what the retry did.
 */
export async function retryJob(deps: AppDeps, actor: AccountActor, name: string): Promise<TAdminJobRetry> {
  const before = await jobView(deps, name);
  let outcome: TAdminJobRetry['outcome'];
  try {
    outcome = await deps.jobs.retryFailed(name);
  } catch {
    // The scheduler kept the error on the job; the console shows it.
    outcome = 'failed';
  }
  if (outcome === 'ran' || outcome === 'failed') {
    await recordAdminAction(deps.database.db, actor, {
      action: 'job.retry',
      targetKind: 'job',
      targetId: auditIdOfName(`job:${name}`),
      targetLabel: name,
      reason: before.lastError,
      data: { outcome },
    });
  }
  return { outcome, job: await jobView(deps, name) };
}
