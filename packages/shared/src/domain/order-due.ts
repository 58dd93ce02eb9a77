import { TIMING } from '../constants/timing';
import { FINAL_ORDER_STATUSES, type TServiceKindId } from '../reference/orders';

const DAY_MS = 86_400_000;

/** The log reason recorded when an order expires automatically. */
export const ORDER_EXPIRED_REASON = 'Past Due';

export type TOrderLogEntry = { date: Date | string; status: string; reasonForDecline?: string };

/** What the due-time rule reads from an order of any service kind (spec section 4, Orders). */
export type TOrderTiming = {
  serviceKind: TServiceKindId;
  log: readonly TOrderLogEntry[];
  /** Appraisal: the ordered service's lead time in days. */
  service?: { leadTime?: number | null } | null;
  /** Inspection: total days, when set. */
  totalTimeDays?: number | null;
  /** Media: revised time frame in days, when set. */
  revisedTimeFrame?: number | null;
  /** Inspection and media: the ordered services with their status and days. */
  services?: readonly {
    status?: string;
    leadTime?: number | null;
    service?: { timeFrame?: number | null } | null;
  }[];
};

/** An order's status: the status of its last log entry (undefined for an empty log). */
export function orderStatus(order: Pick<TOrderTiming, 'log'>): string | undefined {
  return order.log.at(-1)?.status;
}

const isAccepted = (service: { status?: string }) => service.status === 'accepted';
const sum = (values: (number | null | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * Days a provider has for an order once accepted: appraisal, the service's leadTime; inspection,
 * totalTimeDays or else the sum of leadTime over accepted services; media, revisedTimeFrame or
 * else the sum of timeFrame over accepted services.
 */
export function orderServiceDays(order: TOrderTiming): number {
  const services = order.services ?? [];
  switch (order.serviceKind) {
    case 'appraisal':
      return order.service?.leadTime ?? 0;
    case 'inspection':
      return order.totalTimeDays ?? sum(services.filter(isAccepted).map((service) => service.leadTime));
    case 'media':
      return order.revisedTimeFrame ?? sum(services.filter(isAccepted).map((service) => service.service?.timeFrame));
  }
}

/**
 * When an order is due: a pending order 2 days after its first log entry; any other order its
 * service days after the second log entry. Undefined when the log lacks the entry it needs.
 */
export function orderDueTime(order: TOrderTiming): Date | undefined {
  const status = orderStatus(order);
  if (status === 'pending') {
    const first = order.log[0];
    return first ? new Date(new Date(first.date).getTime() + TIMING.pendingOrderExpiryDays * DAY_MS) : undefined;
  }
  const second = order.log[1];
  return second ? new Date(new Date(second.date).getTime() + orderServiceDays(order) * DAY_MS) : undefined;
}

/**
 * Whether an order should now be expired: it has a status and a first log entry, is not
 * cancelled, completed, declined or expired, and its due time has passed.
 */
export function isOrderExpired(order: TOrderTiming, now: Date): boolean {
  const status = orderStatus(order);
  if (!status || (FINAL_ORDER_STATUSES as readonly string[]).includes(status)) return false;
  const due = orderDueTime(order);
  return due !== undefined && now.getTime() > due.getTime();
}

/** The log entry that expires an order: status expired, reason Past Due. */
export function expiryLogEntry(now: Date): Required<TOrderLogEntry> {
  return { date: now, status: 'expired', reasonForDecline: ORDER_EXPIRED_REASON };
}
