import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import type { TransitionRule } from '../domain/state-machine';

/** An import runs until every record is done, then is done; a feed that cannot be read fails it. */
export const LISTHUB_IMPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type TListhubImportStatus = (typeof LISTHUB_IMPORT_STATUSES)[number];

/** Why a feed record was not taken (the report page says each in the reader's language). */
export const LISTHUB_REJECT_REASONS = [
  'missing-listing-key',
  'duplicate-listing-key',
  'missing-field',
  'invalid-number',
  'invalid-price',
  'unknown-property-type',
  'unknown-country',
  'invalid-photo-url',
  'missing-agent-email',
  'invalid-agent-email',
  'no-account-for-email',
  'key-not-from-listhub',
  'not-active',
] as const;
export type TListhubRejectReason = (typeof LISTHUB_REJECT_REASONS)[number];

/** One rejected record: where it is in the file, which listing, and why. */
export const ZListhubReject = z.object({
  line: z.number().int(),
  listingKey: z.string().nullable(),
  reason: z.enum(LISTHUB_REJECT_REASONS),
  /** The element or value at fault (an element name, the value given). */
  detail: z.string().nullable(),
});
export type TListhubReject = z.infer<typeof ZListhubReject>;

/** An import and its report: progress while it runs, the counts and every rejected record. */
export const ZListhubReport = z.object({
  _id: z.uuid(),
  file: z.string(),
  full: z.boolean(),
  status: z.enum(LISTHUB_IMPORT_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    expired: z.number().int(),
    rejected: z.number().int(),
  }),
  rejects: z.array(ZListhubReject),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TListhubReport = z.infer<typeof ZListhubReport>;

/** Names a file the import may read: a report's file name, or what an upload was stored as. */
const ZFileName = z
  .string(MESSAGES.required)
  .trim()
  .min(1, MESSAGES.required)
  .max(120, MESSAGES.invalidInput)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, MESSAGES.invalidInput);

/**
 * POST /listhub/imports with JSON: import a feed the store already holds again (an earlier
 * import's file). The XML itself is sent as the body with Content-Type application/xml.
 */
export const ZListhubImportFromFile = z.object({ file: ZFileName, full: z.boolean().optional() });
export type TListhubImportFromFile = z.infer<typeof ZListhubImportFromFile>;

export const ZListhubFileParam = z.object({ file: ZFileName });

/** What moves an import: it finishes when every record is done, or fails when the feed cannot be read. */
export const LISTHUB_IMPORT_TRANSITIONS: readonly TransitionRule<TListhubImportStatus, 'finish' | 'fail', 'system'>[] = [
  { action: 'finish', from: 'running', to: ['done'], who: ['system'] },
  { action: 'fail', from: 'running', to: ['failed'], who: ['system'], reason: true },
];

/** An import in the admins' list: its report without the rejected records. */
export const ZListhubImportSummary = ZListhubReport.omit({ rejects: true });
export type TListhubImportSummary = z.infer<typeof ZListhubImportSummary>;
