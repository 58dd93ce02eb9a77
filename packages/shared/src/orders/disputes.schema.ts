import { z } from 'zod';
import type { TransitionRule } from '../domain/state-machine';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import type { TOrderStatusId } from '../reference/orders';

/**
 * A dispute on a service order (docs/decisions/079-admin-payments-and-disputes.md): opened once by
 * the customer or the provider, resolved by an admin with a refund (in full or in part) or without.
 */
export const DISPUTE_STATUSES = ['open', 'resolved-refund', 'resolved-no-refund'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * Orders on which money or work is in question: the provider accepted (work owed, delivered or
 * done), or the customer cancelled after acceptance (half refunded). Not pending (cancel gives all
 * back), declined or expired (refunded in full).
 */
export const DISPUTABLE_ORDER_STATUSES = [
  'accepted',
  'in-progress',
  'submitted',
  'delivered',
  'completed',
  'cancelled',
] as const satisfies readonly TOrderStatusId[];

/** Whether a party may open a dispute on an order in this status that has none yet. */
export function canOpenDispute(status: TOrderStatusId, hasDispute: boolean): boolean {
  return !hasDispute && (DISPUTABLE_ORDER_STATUSES as readonly string[]).includes(status);
}

export type TDisputeAction = 'resolve';
export type TDisputeRelation = 'admin';

/** Only an admin moves a dispute: open → resolved, with why (the refund decides which). */
export const DISPUTE_TRANSITIONS: readonly TransitionRule<TDisputeStatus, TDisputeAction, TDisputeRelation>[] = [
  { action: 'resolve', from: 'open', to: ['resolved-refund', 'resolved-no-refund'], who: ['admin'], reason: true },
];

const ZReason = z.string(MESSAGES.reasonRequired).trim().min(1, MESSAGES.reasonRequired).max(1000, MESSAGES.invalidInput);

/** POST orders/{id}/disputes: what is wrong, in the party's words. */
export const ZOpenDispute = z.object({ reason: ZReason });
export type TOpenDispute = z.infer<typeof ZOpenDispute>;

/** A dispute as the order's parties read it on the order. */
export const ZOrderDispute = z.object({
  _id: z.uuid(),
  status: z.enum(DISPUTE_STATUSES),
  openedBy: z.enum(['customer', 'provider']),
  reason: z.string(),
  openedAt: z.iso.datetime({ offset: true }),
  resolution: z.object({ reason: z.string(), refund: ZMoney.nullable(), at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type TOrderDispute = z.infer<typeof ZOrderDispute>;
