import { recordAdminAction } from '../../platform/audit/admin-audit';
import { randomBytes } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LISTHUB_IMPORT_TRANSITIONS, type TListhubImportSummary, type TListhubReport } from '@app/shared/listhub/listhub.schema';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import { enqueue } from '../../platform/outbox/outbox';
import { transition } from '../../platform/state-machine/transition';
import { FeedFormatError, readFeed, type FeedRecord } from './listhub-feed.parser';
import { applyRecord, expireMissing, type RecordOutcome } from './listhub-record.service';
import {
  advanceImport,
  findImportByFile,
  findLinksNotIn,
  findRecentImports,
  findRejects,
  findRunningImport,
  importStateTables,
  insertImport,
  findImport,
  lockImport,
  lockImportStart,
  type ImportCounts,
  type ImportRow,
} from './listhub.repo';

/** The outbox topic that runs (or resumes) an import. */
export const LISTHUB_IMPORT_TOPIC = 'listhub.import';
/** Records one transaction applies; the import's resume point moves by this much at a time. */
export const IMPORT_CHUNK = 50;
/** The largest feed file taken (ListHub's full feeds of a few thousand listings are tens of MB). */
export const MAX_FEED_BYTES = 200 * 1024 * 1024;

const IMPORT_MACHINE = { ...importStateTables, rules: LISTHUB_IMPORT_TRANSITIONS };
const SYSTEM = { id: null, relation: 'system' as const };

/** Who starts an import: an admin (by id), or the schedule (null). */
/** Who started an import: an admin (logged in the admin audit with the file), or the schedule (no one). */
export type ImportStarter = { accountId: string; email: string } | { accountId: null };

function newFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `listhub-${stamp}-${randomBytes(3).toString('hex')}.xml`;
}

const storageKeyOf = (file: string) => `private/listhub/${file}`;

/** Counts a stored feed's records, reading it through: a file that is not a feed is refused here, before any change. */
async function countRecords(deps: AppDeps, storageKey: string): Promise<number> {
  let total = 0;
  try {
    for await (const record of readFeed(await deps.storage.getObjectStream(storageKey))) total = record.seq + 1;
  } catch (err) {
    if (err instanceof FeedFormatError) throw new AppError('LISTHUB_FEED_INVALID', { params: { detail: err.message } });
    throw err;
  }
  return total;
}

/** A stream that fails past `maxBytes`. */
function capped(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(size > maxBytes ? new AppError('FILE_TOO_LARGE') : null, chunk);
    },
  });
}

/** Records an import of a stored feed and queues its run; one import runs at a time. */
async function queueImport(deps: AppDeps, starter: ImportStarter, file: string, storageKey: string, full: boolean): Promise<ImportRow> {
  const total = await countRecords(deps, storageKey);
  // A full feed of nothing would take every ListHub listing off the site: far likelier a broken export.
  if (full && total === 0) throw new AppError('LISTHUB_FEED_INVALID', { params: { detail: 'a full feed must list at least one listing' } });
  const row = await deps.database.db.transaction(async (tx) => {
    await lockImportStart(tx);
    if (await findRunningImport(tx)) throw new AppError('LISTHUB_IMPORT_RUNNING');
    const inserted = await insertImport(tx, { file, storageKey, full, total, startedBy: starter.accountId });
    await enqueue(tx, LISTHUB_IMPORT_TOPIC, { importId: inserted.id });
    if (starter.accountId !== null)
      await recordAdminAction(tx, starter, {
        action: 'listhub.import',
        targetKind: 'listhub-import',
        targetId: inserted.id,
        targetLabel: file,
        data: { full, total },
      });
    return inserted;
  });
  deps.outbox.kick();
  return row;
}

/**
 * Starts an import of a feed's bytes (an admin's upload, or the schedule's download): stores
 * them as a new file, checks it is a feed, and queues the run. Resolves with the report so far.
 */
export async function importFeed(deps: AppDeps, starter: ImportStarter, source: Readable, full: boolean): Promise<TListhubReport> {
  const file = newFileName();
  const storageKey = storageKeyOf(file);
  const body = new PassThrough();
  const stored = deps.storage.putObject(storageKey, body, 'application/xml');
  try {
    await Promise.all([pipeline(source, capped(MAX_FEED_BYTES), body), stored]);
    return reportOf(deps, await queueImport(deps, starter, file, storageKey, full));
  } catch (err) {
    await deps.storage.deleteObject(storageKey).catch(() => undefined);
    throw err;
  }
}

/** Imports again a file an earlier import stored (the same feed after a fix, or the same feed twice: nothing changes). */
export async function reimportFile(
  deps: AppDeps,
  starter: ImportStarter,
  file: string,
  full: boolean | undefined,
): Promise<TListhubReport> {
  const earlier = await findImportByFile(deps.database.db, file);
  if (!earlier) throw new AppError('NOT_FOUND');
  return reportOf(deps, await queueImport(deps, starter, newFileName(), earlier.storageKey, full ?? earlier.full));
}

const NO_COUNTS: ImportCounts = { created: 0, updated: 0, unchanged: 0, expired: 0, rejected: 0 };

/**
 * Applies a chunk of records in one transaction with the move of the resume point past them.
 * Another worker that got there first (the resume point is not where this one read it) wins:
 * false, and this one stops.
 */
async function applyChunk(deps: AppDeps, importId: string, from: number, records: FeedRecord[]): Promise<boolean> {
  const applied = await deps.database.db.transaction(async (tx) => {
    const run = await lockImport(tx, importId);
    if (!run || run.status !== 'running' || run.processed !== from) return false;
    const counts = { ...NO_COUNTS };
    for (const record of records) {
      const outcome: RecordOutcome = await applyRecord(tx, run, record);
      counts[outcome] += 1;
    }
    await advanceImport(tx, importId, from + records.length, counts);
    return true;
  });
  deps.outbox.kick();
  return applied;
}

/** A full feed's last step: every ListHub listing it left out goes off the site, a batch per transaction. */
async function expireLeftOut(deps: AppDeps, run: ImportRow): Promise<void> {
  let after = '';
  for (;;) {
    const links = await findLinksNotIn(deps.database.db, run.id, after, IMPORT_CHUNK);
    if (links.length === 0) return;
    await deps.database.db.transaction(async (tx) => {
      let expired = 0;
      for (const link of links) if (await expireMissing(tx, link)) expired += 1;
      const current = await lockImport(tx, run.id);
      await advanceImport(tx, run.id, current?.processed ?? run.processed, { ...NO_COUNTS, expired });
    });
    after = links[links.length - 1]!.listingKey;
  }
}

async function finish(deps: AppDeps, run: ImportRow, action: 'finish' | 'fail', reason?: string) {
  await deps.database.db.transaction(async (tx) => {
    const current = await lockImport(tx, run.id);
    if (current?.status !== 'running') return;
    await transition(tx, IMPORT_MACHINE, {
      id: run.id,
      from: { status: 'running' },
      action,
      actor: SYSTEM,
      reason: reason ?? null,
      set: { finishedAt: new Date() },
    });
  });
}

/** How a run ended: every record done, or stopped on request (`stopAfter`, as a crash would). */
export type RunResult = 'done' | 'stopped' | 'not-running';

/**
 * Runs an import from its resume point to the end: reads the stored feed through, skips the
 * records already done, applies the rest a chunk per transaction, then (a full feed) expires the
 * ListHub listings it left out, and finishes. Safe to run again at any point: a crash loses at
 * most the chunk under way, which is rolled back and done again. `stopAfter` stops after that
 * many more records, as a crash would (tests).
 */
export async function runImport(deps: AppDeps, importId: string, options: { stopAfter?: number } = {}): Promise<RunResult> {
  const start = await findImport(deps.database.db, importId);
  if (!start || start.status !== 'running') return 'not-running';
  const budget = options.stopAfter ?? Number.POSITIVE_INFINITY;
  let cursor = start.processed;
  let batch: FeedRecord[] = [];
  const flush = async () => {
    const ok = batch.length === 0 || (await applyChunk(deps, importId, cursor, batch));
    cursor += batch.length;
    batch = [];
    return ok;
  };
  try {
    for await (const record of readFeed(await deps.storage.getObjectStream(start.storageKey))) {
      if (record.seq < start.processed) continue;
      batch.push(record);
      const applied = cursor - start.processed + batch.length;
      if (batch.length >= IMPORT_CHUNK || applied >= budget) {
        if (!(await flush()) || applied >= budget) return 'stopped';
      }
    }
    if (!(await flush())) return 'stopped';
  } catch (err) {
    if (!(err instanceof FeedFormatError)) throw err;
    await finish(deps, start, 'fail', err.message);
    return 'done';
  }
  if (start.full) await expireLeftOut(deps, start);
  await finish(deps, start, 'finish');
  return 'done';
}

/** How many imports the admins' list shows. */
const RECENT_IMPORTS = 20;

/** An import's progress and counts. */
function summaryOf(run: ImportRow): TListhubImportSummary {
  return {
    _id: run.id,
    file: run.file,
    full: run.full,
    status: run.status,
    total: run.total,
    processed: run.processed,
    counts: { created: run.created, updated: run.updated, unchanged: run.unchanged, expired: run.expired, rejected: run.rejected },
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** An import's report: counts, progress and every rejected record, in feed order. */
async function reportOf(deps: AppDeps, run: ImportRow): Promise<TListhubReport> {
  const rejects = await findRejects(deps.database.db, run.id);
  return {
    ...summaryOf(run),
    rejects: rejects.map((r) => ({ line: r.line, listingKey: r.listingKey, reason: r.reason, detail: r.detail })),
  };
}

/** GET /listhub/imports: the latest imports, newest first (admins). */
export async function recentImports(deps: AppDeps): Promise<TListhubImportSummary[]> {
  return (await findRecentImports(deps.database.db, RECENT_IMPORTS)).map(summaryOf);
}

/** GET /listhub/imports/{file}: the report of an import (admins; 404 for a file no import has). */
export async function importReport(deps: AppDeps, file: string): Promise<TListhubReport> {
  const run = await findImportByFile(deps.database.db, file);
  if (!run) throw new AppError('NOT_FOUND');
  return reportOf(deps, run);
}
