import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { ZAdminListing, ZAdminPageFields, ZAdminPageParam, ZAdminReason } from '../admin/admin.schema';
import type { TransitionRule } from '../domain/state-machine';
import { MESSAGES } from '../messages/messages';
import { ZEmail } from '../validation/email';
import { maxLengthMessage } from '../validation/text';

/**
 * Reporting a listing (docs/decisions/082-reported-listings.md): anyone reading a listing may tell
 * us what is wrong with it; admins dismiss the report or take the listing down.
 */
export const LISTING_REPORT_REASONS = ['wrong-information', 'not-available', 'scam', 'offensive', 'duplicate', 'other'] as const;
export type TListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

/** How much a reporter may write. */
export const LISTING_REPORT_DETAILS_MAX = 1000;

export const LISTING_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type TListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];
export type TListingReportAction = 'dismiss' | 'action';
export type TListingReportRelation = 'admin';

/** Only an admin closes a report, always with a note: dismissed (nothing to do) or actioned (the listing came down). */
export const LISTING_REPORT_TRANSITIONS: readonly TransitionRule<TListingReportStatus, TListingReportAction, TListingReportRelation>[] = [
  { action: 'dismiss', from: 'open', to: ['dismissed'], who: ['admin'], reason: true },
  { action: 'action', from: 'open', to: ['actioned'], who: ['admin'], reason: true },
];

/**
 * POST properties/{id}/reports: why, more words (required for Other), and for a visitor an email
 * to be reached at if they like (a signed-in reporter is reached at their account's).
 */
export const ZListingReportRequest = z
  .object({
    reason: z.enum(LISTING_REPORT_REASONS, MESSAGES.required),
    details: z
      .string(MESSAGES.invalidInput)
      .trim()
      .max(LISTING_REPORT_DETAILS_MAX, maxLengthMessage(LISTING_REPORT_DETAILS_MAX))
      .optional(),
    email: z.union([z.literal(''), ZEmail]).optional(),
    locale: z.enum(SUPPORTED_LOCALES, MESSAGES.invalidInput).optional(),
  })
  .refine((report) => report.reason !== 'other' || Boolean(report.details), { message: MESSAGES.required, path: ['details'] });
export type TListingReportRequest = z.infer<typeof ZListingReportRequest>;

export const ZListingReportReceipt = z.object({ _id: z.uuid() });

export const LISTING_REPORT_GROUPS_PAGE_SIZE = 20;
export const LISTING_REPORT_SORTS = ['newest', 'most'] as const;

/** GET admin/reports: listings with open reports, the newest report first or the most reported first. */
export const ZAdminReportQuery = z.object({
  sort: z.enum(LISTING_REPORT_SORTS, MESSAGES.invalidInput).default('newest'),
  page: ZAdminPageParam,
});
export type TAdminReportFilter = { sort?: (typeof LISTING_REPORT_SORTS)[number]; page?: number };

/** One open report as the queue shows it: why, the reporter's words, how to reach them. */
export const ZAdminListingReport = z.object({
  _id: z.uuid(),
  reason: z.enum(LISTING_REPORT_REASONS),
  details: z.string().nullable(),
  /** The account's email for a signed-in reporter, the one given by a visitor, or null. */
  contact: z.string().nullable(),
  signedIn: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminListingReport = z.infer<typeof ZAdminListingReport>;

/** A reported listing: the listing as the admin Listings page shows it, and its open reports, newest first. */
export const ZAdminReportGroup = z.object({
  listing: ZAdminListing,
  openReports: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(LISTING_REPORT_REASONS), count: z.number().int() })),
  latestAt: z.iso.datetime({ offset: true }),
  /** Take down is offered unless the listing cannot be (under offer); on a listing already down it only closes the reports. */
  actions: z.array(z.enum(['dismiss', 'take-down'])),
  reports: z.array(ZAdminListingReport),
});
export type TAdminReportGroup = z.infer<typeof ZAdminReportGroup>;

export const ZAdminReportPage = z.object({ groups: z.array(ZAdminReportGroup), ...ZAdminPageFields });
export type TAdminReportPage = z.infer<typeof ZAdminReportPage>;

/** POST admin/reports/listings/{id}/dismiss or …/take-down: the note (for a take-down, the reason its owner reads). */
export const ZAdminReportDecision = z.object({ why: ZAdminReason });
export type TAdminReportDecision = z.infer<typeof ZAdminReportDecision>;

/** What a decision closed: how many reports. */
export const ZAdminReportOutcome = z.object({ closed: z.number().int() });
