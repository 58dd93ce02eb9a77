import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { ZOrderDispute } from './disputes.schema';
import { MESSAGES } from '../messages/messages';
import type { TProductRef } from '../payments/payments.schema';
import {
  APPRAISAL_TYPE_IDS,
  INSPECTION_ITEM_IDS,
  MEDIA_SERVICE_IDS,
  ORDER_CANCEL_REASONS,
  ORDER_DECLINE_REASONS,
  ORDER_STATUS_IDS,
  SERVICE_KIND_IDS,
} from '../reference/orders';
import { PROPERTY_SIZE_RANGE_IDS, ZServiceDays } from '../services/service-terms';
import { ZListingTranslation, ZStagedPhoto } from './media-delivery.schema';
import { ORDER_ACTIONS } from './order-transitions';

/** The checkout product kind of a service order: paying it places the order (pending). */
export const SERVICE_ORDER_KIND = 'service-order';

/** A property not listed here (/inspection/add): where it is. */
export const ZOrderAddress = z.object({
  street: z.string().trim().min(1, MESSAGES.required).max(200),
  city: z.string().trim().min(1, MESSAGES.required).max(100),
  state: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().min(1, MESSAGES.required).max(12),
  country: z.string().trim().min(2, MESSAGES.required).max(60),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

/** The property ordered for: a listing here, or an address. */
const ZOrderProperty = z.union([z.object({ listingId: z.uuid() }), z.object({ address: ZOrderAddress })]);

/**
 * What a customer orders from one provider (spec sections 2 and 5): an appraisal type and property
 * size ('Please completely fill out…'), inspection items ('Select at least one item') or media services.
 */
export const ZPlaceOrder = z.intersection(
  z.object({ professionalId: z.uuid() }),
  z.intersection(
    ZOrderProperty,
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('appraisal'),
        appraisalType: z.enum(APPRAISAL_TYPE_IDS, MESSAGES.appraisalTypeRequired),
        sizeRange: z.enum(PROPERTY_SIZE_RANGE_IDS, MESSAGES.appraisalTypeRequired),
      }),
      z.object({
        kind: z.literal('inspection'),
        items: z
          .array(z.enum(INSPECTION_ITEM_IDS, MESSAGES.selectAtLeastOneItem))
          .min(1, MESSAGES.selectAtLeastOneItem)
          .max(INSPECTION_ITEM_IDS.length),
      }),
      z.object({
        kind: z.literal('media'),
        services: z
          .array(z.enum(MEDIA_SERVICE_IDS, MESSAGES.selectAtLeastOneItem))
          .min(1, MESSAGES.selectAtLeastOneItem)
          .max(MEDIA_SERVICE_IDS.length),
      }),
    ]),
  ),
);
export type TPlaceOrder = z.infer<typeof ZPlaceOrder>;

/** The checkout product for an order (POST /checkouts): lists travel as comma-joined options. */
export function orderProduct(order: TPlaceOrder): TProductRef {
  const options: Record<string, string> = { kind: order.kind };
  if ('listingId' in order) options.listingId = order.listingId;
  else for (const [key, value] of Object.entries(order.address)) options[key] = value;
  if (order.kind === 'appraisal') Object.assign(options, { appraisalType: order.appraisalType, sizeRange: order.sizeRange });
  if (order.kind === 'inspection') options.items = order.items.join(',');
  if (order.kind === 'media') options.services = order.services.join(',');
  return { kind: SERVICE_ORDER_KIND, ref: order.professionalId, options };
}

/** The order a checkout product names, or the validation issues. */
export function orderOfProduct(product: TProductRef) {
  const options = product.options ?? {};
  const text = (key: string) => (typeof options[key] === 'string' ? (options[key] as string) : undefined);
  const list = (key: string) => text(key)?.split(',').filter(Boolean);
  const listingId = text('listingId');
  const address = listingId
    ? undefined
    : { street: text('street'), city: text('city'), state: text('state'), postalCode: text('postalCode'), country: text('country') };
  return ZPlaceOrder.safeParse({
    professionalId: product.ref,
    kind: text('kind'),
    ...(listingId ? { listingId } : { address }),
    appraisalType: text('appraisalType'),
    sizeRange: text('sizeRange'),
    items: list('items'),
    services: list('services'),
  });
}

/** One ordered line: an appraisal type, an inspection item or a media service, priced and timed. */
export const ZOrderLine = z.object({
  serviceName: z.string(),
  price: ZMoney,
  /** leadTime (appraisal, inspection) or timeFrame (media), in days. */
  days: z.number().int(),
  status: z.enum(['accepted', 'declined']),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** A log entry (spec section 3): date, status, reason, and who made it. */
export const ZOrderLogEntry = z.object({
  date: z.iso.datetime({ offset: true }),
  status: z.enum(ORDER_STATUS_IDS),
  reason: z.string().nullable(),
  actor: z.enum(['customer', 'provider', 'system']),
});
export type TOrderLogEntry = z.infer<typeof ZOrderLogEntry>;

const ZParty = z.object({ _id: z.uuid(), name: z.object({ firstName: z.string(), lastName: z.string() }) });

/** An order as its two parties read it (spec section 3's fields). */
export const ZOrder = z.object({
  _id: z.uuid(),
  orderNumber: z.number().int(),
  serviceType: z.enum(SERVICE_KIND_IDS),
  appraisalService: z.boolean(),
  inspectionService: z.boolean(),
  mediaService: z.boolean(),
  status: z.enum(ORDER_STATUS_IDS),
  date: z.iso.datetime({ offset: true }),
  price: ZMoney,
  services: z.array(ZOrderLine),
  appraisalType: z.enum(APPRAISAL_TYPE_IDS).nullable(),
  sizeRange: z.enum(PROPERTY_SIZE_RANGE_IDS).nullable(),
  totalTimeDays: z.number().int().nullable(),
  revisedTimeFrame: z.number().int().nullable(),
  leadTime: z.number().int(),
  propertyId: z.uuid().nullable(),
  address: ZOrderAddress,
  buyer: ZParty,
  professional: ZParty,
  log: z.array(ZOrderLogEntry),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  timeRemainingMs: z.number().nullable(),
  /** The delivered report or media (a private file): GET /orders/{id}/file. */
  hasFile: z.boolean(),
  /** What the reader may do now (the same table the server applies). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** What a cancel now gives back (shown before cancelling), or null when it cannot be cancelled. */
  cancelRefund: ZMoney.nullable(),
  reviewed: z.boolean(),
  /** The order's dispute (decision 079); absent or null when there is none. */
  dispute: ZOrderDispute.nullable().optional(),
  /** A listing translation order's delivered text (decision 073), to its two parties. */
  translation: z.array(ZListingTranslation).nullable().optional(),
  /** A virtual staging order's delivered photos (decision 083), to its two parties; absent when none. */
  stagedPhotos: z.array(ZStagedPhoto).optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** A move as the spec's PATCH body carries it: the status wanted and its reason. */
export const ZOrderLogEntryInput = z.object({
  status: z.enum(ORDER_STATUS_IDS, MESSAGES.errorUpdatingOrder),
  reason: z.string().trim().max(500).optional(),
});

/** PATCH appraisalOrders|inspectionOrders|mediaOrders/{orderId}: a log entry, plus the uploaded file for providers. */
export const ZOrderUpdate = z.object({ logEntry: ZOrderLogEntryInput, fileId: z.uuid().optional() });
export type TOrderUpdate = z.infer<typeof ZOrderUpdate>;

/** PUT media-orders/professional: the order with its new log entry. */
export const ZMediaOrderUpdate = z.object({ order: ZOrderUpdate.extend({ _id: z.uuid() }) });

/**
 * The provider's days for an order (spec sections 3 and 4; decision 074): an inspection's
 * totalTimeDays and a media order's revisedTimeFrame replace the sum of the accepted lines' days in
 * its due time. Whole days, 1 to 90, as a service's lead time.
 * PUT inspectionOrders/{orderId} { totalTimeDays } and PUT mediaOrders/{orderId} { revisedTimeFrame }.
 */
export const ZInspectionOrderDays = z.object({ totalTimeDays: ZServiceDays });
export const ZMediaOrderDays = z.object({ revisedTimeFrame: ZServiceDays });
/** Which field sets an order's days, by kind (an appraisal takes its service's lead time: none). */
export const ORDER_DAYS_FIELD = { inspection: 'totalTimeDays', media: 'revisedTimeFrame' } as const;

/** The reasons the spec lists, for the web's choices (the server keeps whatever is given, trimmed). */
export const ORDER_REASONS = { cancel: ORDER_CANCEL_REASONS, decline: ORDER_DECLINE_REASONS } as const;

/** GET …/professional and lists: by tab. */
export const ZOrderListQuery = z.object({ tab: z.enum(['active', 'completed', 'closed']).optional() });

/** POST professionalReview/{orderId}: 1 to 5 stars and text, once, by the customer of a completed order. */
export const ZReviewInput = z.object({
  stars: z.number(MESSAGES.required).int().min(1, MESSAGES.required).max(5, MESSAGES.invalidInput),
  text: z.string().trim().min(1, MESSAGES.required).max(2_000, MESSAGES.invalidInput),
});
export type TReviewInput = z.infer<typeof ZReviewInput>;

/** PUT professionalReview/{id}/answer: the provider's one answer. */
export const ZReviewAnswer = z.object({ text: z.string().trim().min(1, MESSAGES.required).max(2_000, MESSAGES.invalidInput) });

export const ZReview = z.object({
  _id: z.uuid(),
  orderId: z.uuid(),
  serviceType: z.enum(SERVICE_KIND_IDS),
  professionalId: z.uuid(),
  reviewer: z.object({ firstName: z.string() }),
  stars: z.number().int(),
  text: z.string(),
  answer: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TReview = z.infer<typeof ZReview>;

/** A professional's reviews and rating (the profile; the directory ranks by rating). */
export const ZProfessionalReviews = z.object({
  rating: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(ZReview),
});
export type TProfessionalReviews = z.infer<typeof ZProfessionalReviews>;
