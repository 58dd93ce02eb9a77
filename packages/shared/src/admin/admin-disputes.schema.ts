import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { DISPUTE_STATUSES } from '../orders/disputes.schema';
import { ORDER_STATUS_IDS, SERVICE_KIND_IDS } from '../reference/orders';
import { ZAdminPageFields, ZAdminPageParam, ZAdminReason } from './admin.schema';

export const ADMIN_DISPUTES_PAGE_SIZE = 25;

/** GET admin/disputes: the open ones oldest first (the queue), or the resolved ones newest first. */
export const ZAdminDisputeQuery = z.object({
  state: z.enum(['open', 'resolved'], MESSAGES.invalidInput).default('open'),
  page: ZAdminPageParam,
});
export type TAdminDisputeFilter = { state?: 'open' | 'resolved'; page?: number };

const ZPerson = z.object({ name: z.string(), email: z.string() });

/** A dispute in the admin queue. */
export const ZAdminDisputeRow = z.object({
  _id: z.uuid(),
  status: z.enum(DISPUTE_STATUSES),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  kind: z.enum(SERVICE_KIND_IDS),
  orderStatus: z.enum(ORDER_STATUS_IDS),
  price: ZMoney,
  openedBy: z.enum(['customer', 'provider']),
  opener: ZPerson,
  reason: z.string(),
  openedAt: z.iso.datetime({ offset: true }),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TAdminDisputeRow = z.infer<typeof ZAdminDisputeRow>;

export const ZAdminDisputePage = z.object({
  disputes: z.array(ZAdminDisputeRow),
  ...ZAdminPageFields,
});
export type TAdminDisputePage = z.infer<typeof ZAdminDisputePage>;

/** GET admin/disputes/{id}: the dispute, both parties, the order's log and what its payment has left to refund. */
export const ZAdminDisputeDetail = ZAdminDisputeRow.extend({
  customer: ZPerson,
  provider: ZPerson,
  paymentId: z.uuid(),
  /** What a refund may still give back on the order's payment. */
  refundable: ZMoney,
  log: z.array(
    z.object({
      date: z.iso.datetime({ offset: true }),
      status: z.enum(ORDER_STATUS_IDS),
      reason: z.string().nullable(),
      actor: z.string(),
    }),
  ),
  resolution: z
    .object({ reason: z.string(), refund: ZMoney.nullable(), byEmail: z.string().nullable(), at: z.iso.datetime({ offset: true }) })
    .nullable(),
});
export type TAdminDisputeDetail = z.infer<typeof ZAdminDisputeDetail>;

/** POST admin/disputes/{id}/resolve: the refund in minor units (0: none), and why, which both parties read. */
export const ZResolveDispute = z.object({
  refund: z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput),
  why: ZAdminReason,
});
export type TResolveDispute = z.infer<typeof ZResolveDispute>;
