import type { TOrderStatusId, TServiceKindId } from '../reference/orders';
import { OWED_ORDER_STATUSES } from './order-transitions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending order is due this many days after its first log entry (spec section 9). */
export const PENDING_ORDER_DAYS = 2;

/** One ordered line: an appraisal type, an inspection item or a media service, with its days. */
export type TOrderLineDays = { days: number; status: 'accepted' | 'declined' };

/** What the due-time rules read of an order. */
export type TOrderDueInput = {
  kind: TServiceKindId;
  status: TOrderStatusId;
  /** The log's dates, oldest first. */
  log: readonly { at: Date }[];
  lines: readonly TOrderLineDays[];
  totalTimeDays: number | null;
  revisedTimeFrame: number | null;
};

/**
 * The service days (spec section 4): appraisal, the service's leadTime; inspection, totalTimeDays,
 * else the sum of leadTime over accepted services; media, revisedTimeFrame, else the sum of
 * timeFrame over accepted services.
 */
export function orderServiceDays(order: Omit<TOrderDueInput, 'status' | 'log'>): number {
  const accepted = order.lines.filter((line) => line.status === 'accepted');
  const sum = accepted.reduce((total, line) => total + line.days, 0);
  switch (order.kind) {
    case 'appraisal':
      return accepted[0]?.days ?? 0;
    case 'inspection':
      return order.totalTimeDays ?? sum;
    case 'media':
      return order.revisedTimeFrame ?? sum;
  }
}

/**
 * When the order is due (spec section 4): a pending order 2 days after its first log entry, any
 * other at its second log entry plus the service days. Null when it does not expire: the provider
 * owes nothing (delivered, submitted, or ended; decision 071) or the log is too short.
 */
export function orderDueAt(order: TOrderDueInput): Date | null {
  if (!(OWED_ORDER_STATUSES as readonly string[]).includes(order.status)) return null;
  if (order.status === 'pending') {
    const first = order.log[0];
    return first ? new Date(first.at.getTime() + PENDING_ORDER_DAYS * DAY_MS) : null;
  }
  const second = order.log[1];
  return second ? new Date(second.at.getTime() + orderServiceDays(order) * DAY_MS) : null;
}

/** Whole milliseconds left until the due time (negative when past due), or null. */
export function orderTimeRemainingMs(dueAt: Date | null, now: Date): number | null {
  return dueAt ? dueAt.getTime() - now.getTime() : null;
}
