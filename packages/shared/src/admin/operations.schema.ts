import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { ZAdminPageFields, ZAdminPageParam } from './admin.schema';

/** The admin console's operations pages (docs/decisions/080-admin-operations.md). */

export const OPERATIONS_PAGE_SIZE = 25;

/** Where an outbox row stands: waiting (or retrying), delivered, given up after its retries. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET admin/outbox: the outbox, newest first, by status and topic, paged. */
export const ZAdminOutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, MESSAGES.invalidInput).optional(),
  topic: z.string(MESSAGES.invalidInput).trim().max(100, MESSAGES.invalidInput).optional(),
  page: ZAdminPageParam,
});
export type TAdminOutboxFilter = { status?: TOutboxStatus; topic?: string; page?: number };

/**
 * One outbox message as the console shows it. The payload is not shown (it may hold personal
 * data or a temporary password); a mail names its template and recipient.
 */
export const ZAdminOutboxMessage = z.object({
  _id: z.uuid(),
  topic: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  mailTemplate: z.string().nullable(),
  mailTo: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  nextAttemptAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminOutboxMessage = z.infer<typeof ZAdminOutboxMessage>;

export const ZAdminOutboxPage = z.object({
  messages: z.array(ZAdminOutboxMessage),
  /** The topics the outbox holds, for the filter. */
  topics: z.array(z.string()),
  ...ZAdminPageFields,
});
export type TAdminOutboxPage = z.infer<typeof ZAdminOutboxPage>;

/** GET admin/jobs: the periodic jobs; `failed=true` only those whose last run failed. */
export const ZAdminJobsQuery = z.object({
  failed: z.enum(['true', 'false'], MESSAGES.invalidInput).optional(),
});

/** A periodic job: when it last ran through, and its failures since. */
export const ZAdminJob = z.object({
  name: z.string(),
  everyMinutes: z.number(),
  lastRunAt: z.iso.datetime({ offset: true }).nullable(),
  /** Its last run failed; the next tick (or a retry) tries again. */
  failing: z.boolean(),
  failures: z.number().int(),
  lastFailedAt: z.iso.datetime({ offset: true }).nullable(),
  lastError: z.string().nullable(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;

/** POST admin/jobs/{name}/retry: the job's name, as the list gives it. */
export const ZAdminJobParams = z.object({
  name: z.string(MESSAGES.invalidInput).regex(/^[a-z0-9][a-z0-9.:-]{0,99}$/i, MESSAGES.invalidInput),
});

/**
 * What a job's retry did: ran through, failed again (its error is on the job), nothing (it was not
 * failing: another retry or its own tick got there first), or busy (another node is running it).
 */
export const ZAdminJobRetry = z.object({
  outcome: z.enum(['ran', 'failed', 'not-failing', 'busy']),
  job: ZAdminJob,
});
export type TAdminJobRetry = z.infer<typeof ZAdminJobRetry>;
