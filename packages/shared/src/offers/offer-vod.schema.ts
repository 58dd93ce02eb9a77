import { z } from 'zod';

/*
 * Verification of deposit (VOD) with banks (spec section 9: the bank has 48 hours to answer). The
 * buyer sends a request per bank named on the VOD page; the bank officer answers through a
 * tokenised link to /vod/verification, once, without an account.
 */

/** How long the bank officer's link is valid. */
export const VOD_LINK_HOURS = 48;

/** pending: sent, not answered; verified / not-verified: the officer's answer; expired: 48 hours passed unanswered. */
export const VOD_STATUSES = ['pending', 'verified', 'not-verified', 'expired'] as const;
export type TVodStatus = (typeof VOD_STATUSES)[number];

/** A VOD request as the offer's parties see it (the seller side sees the outcome and its date). */
export const ZOfferVodRequest = z.object({
  _id: z.uuid(),
  buyerId: z.uuid(),
  bankName: z.string(),
  status: z.enum(VOD_STATUSES),
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  /** The language the bank was written to in. */
  locale: z.string(),
  /** The officer who answered, once answered. */
  officerName: z.string().nullable(),
  /** The officer attached a letter (GET …/vod-requests/{id}/letter). */
  hasLetter: z.boolean(),
});
export type TOfferVodRequest = z.infer<typeof ZOfferVodRequest>;

/**
 * A request's status as of `now`: a pending request past its expiry reads as expired (the table
 * keeps `pending` until a resend closes it, so the server and every view compute it the same way).
 */
export function vodStatusAt(row: { status: TVodStatus; expiresAt: Date }, now: Date = new Date()): TVodStatus {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}
