import type { TOrderDispute } from '@app/shared/orders/disputes.schema';
import type { DisputeRow } from './disputes.repo';

/** A dispute as the order's parties read it on the order. */
export function disputeView(row: DisputeRow, currency: string): TOrderDispute {
  return {
    _id: row.id,
    status: row.status,
    openedBy: row.openedBy as TOrderDispute['openedBy'],
    reason: row.reason,
    openedAt: row.createdAt.toISOString(),
    resolution:
      row.resolvedAt && row.resolutionReason
        ? {
            reason: row.resolutionReason,
            refund: row.refundMinor ? { amount: row.refundMinor, currency } : null,
            at: row.resolvedAt.toISOString(),
          }
        : null,
  };
}
