import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { LISTING_STATUSES } from '../listings/listing.schema';
import { PROFESSIONAL_STATUSES } from '../professionals/profile-transitions';

/** Where a page of an admin list stands: its number, its size, and how many match in all. */
export const ZAdminPageFields = { page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** An admin list's page in the query string: 1 to 10,000, the first when left out. */
export const ZAdminPageParam = z.coerce
  .number(MESSAGES.invalidInput)
  .int(MESSAGES.invalidInput)
  .min(1, MESSAGES.invalidInput)
  .max(10_000, MESSAGES.invalidInput)
  .default(1);

/** Why an admin acts: required, kept in the audit log (docs/decisions/066-admin-console.md). */
export const ZAdminReason = z.string(MESSAGES.reasonRequired).trim().min(1, MESSAGES.reasonRequired).max(1000, MESSAGES.invalidInput);

/** What the admin console's audit log records, one name per admin action. */
export const ADMIN_ACTIONS = [
  'professional.approve',
  'professional.reject',
  'professional.turn-off',
  'account.grant-admin',
  'account.remove-admin',
  'account.end-sessions',
  'listing.take-down',
  'listing.restore',
  'listing-report.dismiss',
  'listing-report.action',
  'payment.refund',
  'payout.retry',
  'dispute.resolve',
  'coupon.create',
  'coupon.deactivate',
  'outbox.retry',
  'job.retry',
  'feedback.handle',
  'feedback.reply',
  'newsletter.export',
  'newsletter.remove',
  'reso-partner.create',
  'reso-partner.revoke',
  'listhub.import',
] as const;
export type TAdminAction = (typeof ADMIN_ACTIONS)[number];

/** What an admin action is done to; a job has no id of its own, so the log names it by a UUID of its name. */
export const ADMIN_TARGET_KINDS = [
  'account',
  'professional',
  'listing',
  'payment',
  'payout',
  'order',
  'coupon',
  'outbox',
  'job',
  'feedback',
  'subscriber',
  'reso-partner',
  'listhub-import',
] as const;

/** GET admin/overview: what happened since `since` (the admin's midnight), and what waits now. */
export const ZAdminOverviewQuery = z.object({ since: z.iso.datetime({ offset: true, error: MESSAGES.invalidInput }).optional() });

/** The overview's counts: since `since`, and what is waiting or failed now. */
export const ZAdminOverview = z.object({
  since: z.iso.datetime({ offset: true }),
  newListings: z.number().int(),
  newOffers: z.number().int(),
  payments: z.number().int(),
  refunds: z.number().int(),
  professionalsWaiting: z.number().int(),
  /** Waiting more than the 3 days promised. */
  professionalsOverdue: z.number().int(),
  /** Outbox deliveries (mail, socket events, background work) that gave up after their retries. */
  failedDeliveries: z.number().int(),
  /** Reports on listings waiting for an admin (decision 082). */
  openReports: z.number().int(),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

/** GET admin/accounts?q: find an account by email or name. */
export const ZAdminAccountQuery = z.object({
  q: z.string(MESSAGES.invalidInput).trim().min(2, MESSAGES.invalidInput).max(200, MESSAGES.invalidInput),
});

/** An account as the People page shows it. */
export const ZAdminAccount = z.object({
  _id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  verified: z.boolean(),
  admin: z.boolean(),
  /** The admin role comes from ADMIN_EMAILS: it ends only when the email leaves the list. */
  adminFromConfig: z.boolean(),
  /** The professional profile's status, null without one. */
  professionalStatus: z.enum(PROFESSIONAL_STATUSES).nullable(),
  professional: z.boolean(),
  activeSessions: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

/**
 * PUT admin/accounts/{id}/roles: grant or remove a role, with why. The professional role is
 * granted by verifying the profile waiting for review and removed by turning the profile off.
 */
export const ZAdminRoleChange = z.object({
  role: z.enum(['admin', 'professional'], MESSAGES.invalidInput),
  grant: z.boolean(MESSAGES.invalidInput),
  why: ZAdminReason,
});
export type TAdminRoleChange = z.infer<typeof ZAdminRoleChange>;

/** POST admin/accounts/{id}/end-sessions: signs the account out everywhere, with why. */
export const ZAdminEndSessions = z.object({ why: ZAdminReason });
export type TAdminEndSessions = z.infer<typeof ZAdminEndSessions>;

/** GET admin/listings?q: any listing by its id, title, address or owner's email. */
export const ZAdminListingQuery = z.object({
  q: z.string(MESSAGES.invalidInput).trim().min(2, MESSAGES.invalidInput).max(200, MESSAGES.invalidInput),
});

/** A listing as the admin console's Listings page shows it, whatever its status. */
export const ZAdminListing = z.object({
  _id: z.uuid(),
  title: z.string().nullable(),
  address: z.string(),
  status: z.enum(LISTING_STATUSES),
  hidden: z.boolean(),
  ownerEmail: z.string(),
  /** The admin actions open now (take-down, restore). */
  actions: z.array(z.enum(['take-down', 'restore'])),
  /** Why it was taken down, while it is. */
  takenDownReason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminListing = z.infer<typeof ZAdminListing>;

/** POST admin/listings/{id}/take-down or …/restore: why, which the owner reads in the listing's history. */
export const ZAdminListingMove = z.object({ why: ZAdminReason });

/** GET admin/audit: the log, newest first, filtered by actor (email), action and dates, paged. */
export const ZAdminAuditQuery = z.object({
  actor: z.string(MESSAGES.invalidInput).trim().max(200, MESSAGES.invalidInput).optional(),
  action: z.enum(ADMIN_ACTIONS, MESSAGES.invalidInput).optional(),
  from: z.iso.date(MESSAGES.invalidInput).optional(),
  to: z.iso.date(MESSAGES.invalidInput).optional(),
  page: ZAdminPageParam,
});
/** The log's filters as the web sends them. */
export type TAdminAuditFilter = { actor?: string; action?: TAdminAction; from?: string; to?: string; page?: number };

export const ZAdminAuditEvent = z.object({
  _id: z.uuid(),
  actorId: z.uuid(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetKind: z.enum(ADMIN_TARGET_KINDS),
  targetId: z.uuid(),
  targetLabel: z.string(),
  reason: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type TAdminAuditEvent = z.infer<typeof ZAdminAuditEvent>;

export const ADMIN_AUDIT_PAGE_SIZE = 25;

export const ZAdminAuditPage = z.object({
  events: z.array(ZAdminAuditEvent),
  ...ZAdminPageFields,
});
export type TAdminAuditPage = z.infer<typeof ZAdminAuditPage>;
