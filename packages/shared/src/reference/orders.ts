import { optionIds } from './options';

/** The three service kinds that can be ordered. */
export const SERVICE_KINDS = [
  { id: 'appraisal', label: 'Appraisal' },
  { id: 'inspection', label: 'Inspection' },
  { id: 'media', label: 'Media' },
] as const;
export type TServiceKindId = (typeof SERVICE_KINDS)[number]['id'];
/** The ids of SERVICE_KINDS, as a non-empty tuple for z.enum. */
export const SERVICE_KIND_IDS = optionIds(SERVICE_KINDS);

/** Appraisal types, each with what the appraiser does. */
export const APPRAISAL_TYPES = [
  { id: 'desktop', label: 'Desktop', description: 'No physical inspection' },
  { id: 'drive-by', label: 'Drive-by', description: 'Exterior visit and photos' },
  { id: 'full', label: 'Full', description: 'Interior and exterior visit' },
] as const;
export type TAppraisalTypeId = (typeof APPRAISAL_TYPES)[number]['id'];
/** The ids of APPRAISAL_TYPES, as a non-empty tuple for z.enum. */
export const APPRAISAL_TYPE_IDS = optionIds(APPRAISAL_TYPES);

/** What an inspection order can include. */
export const INSPECTION_ITEMS = [
  { id: 'general-inspection', label: 'General Inspection' },
  { id: 'swimming-pools', label: 'Swimming Pools' },
  { id: 'mold-safe', label: 'Mold Safe' },
  { id: 'pest-control', label: 'Pest Control' },
  { id: 'radon-gas', label: 'Radon Gas' },
  { id: 'lead-paint', label: 'Lead Paint' },
] as const;
export type TInspectionItemId = (typeof INSPECTION_ITEMS)[number]['id'];
/** The ids of INSPECTION_ITEMS, as a non-empty tuple for z.enum. */
export const INSPECTION_ITEM_IDS = optionIds(INSPECTION_ITEMS);

/** Media services a media specialist offers. */
export const MEDIA_SERVICES = [
  { id: 'aerial', label: 'Aerial images and video' },
  { id: '360', label: '360 images and video' },
  { id: 'virtual-staging', label: 'Virtual staging' },
  { id: 'vr', label: 'VR' },
  { id: '35-images-package', label: '35 images package' },
  { id: 'media-hosting', label: 'Media hosting' },
  { id: 'listing-translation', label: 'Listing translation' },
] as const;
export type TMediaServiceId = (typeof MEDIA_SERVICES)[number]['id'];
/** The ids of MEDIA_SERVICES, as a non-empty tuple for z.enum. */
export const MEDIA_SERVICE_IDS = optionIds(MEDIA_SERVICES);

/** Order statuses (spec section 4). An order's status is its last log entry's. Providers see pending as "To Do". */
export const ORDER_STATUSES = [
  { id: 'pending', label: 'Pending' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'in-progress', label: 'In Progress' },
  { id: 'active', label: 'Active' },
  { id: 'delivered', label: 'Delivered' },
  { id: 'submitted', label: 'Submitted' },
  { id: 'completed', label: 'Completed' },
  { id: 'cancelled', label: 'Cancelled' },
  { id: 'declined', label: 'Declined' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'expired', label: 'Expired' },
  { id: 'past-due', label: 'Past Due' },
] as const;
export type TOrderStatusId = (typeof ORDER_STATUSES)[number]['id'];
/** The ids of ORDER_STATUSES, as a non-empty tuple for z.enum. */
export const ORDER_STATUS_IDS = optionIds(ORDER_STATUSES);

/** Statuses grouped as Closed: cancelled or declined. */
export const CLOSED_ORDER_STATUSES = ['cancelled', 'declined'] as const satisfies readonly TOrderStatusId[];

/** Statuses after which an order no longer expires automatically. */
export const FINAL_ORDER_STATUSES = ['cancelled', 'completed', 'declined', 'expired'] as const satisfies readonly TOrderStatusId[];

/** Whether an order status belongs to the Closed group. */
export function isClosedOrderStatus(status: string): boolean {
  return (CLOSED_ORDER_STATUSES as readonly string[]).includes(status);
}

/** Tabs of the orders page. */
export const ORDER_TABS = [
  { id: 'active', label: 'Active' },
  { id: 'completed', label: 'Completed' },
  { id: 'closed', label: 'Closed' },
] as const;
export type TOrderTabId = (typeof ORDER_TABS)[number]['id'];

/** Tabs of the provider's views of the orders they fulfil. */
export const PROVIDER_ORDER_TABS = [
  { id: 'pending', label: 'To Do' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'completed', label: 'Completed' },
  { id: 'closed', label: 'Closed' },
] as const;
export type TProviderOrderTabId = (typeof PROVIDER_ORDER_TABS)[number]['id'];

/** Why a buyer cancels an order. */
export const ORDER_CANCEL_REASONS = [
  { id: 'better-price', label: 'Better price available' },
  { id: 'accidental-order', label: 'Accidental order' },
  { id: 'no-longer-needed', label: 'No longer needed' },
] as const;
export type TOrderCancelReasonId = (typeof ORDER_CANCEL_REASONS)[number]['id'];
/** The ids of ORDER_CANCEL_REASONS, as a non-empty tuple for z.enum. */
export const ORDER_CANCEL_REASON_IDS = optionIds(ORDER_CANCEL_REASONS);

/** Why a provider declines an order (a reason is required). */
export const ORDER_DECLINE_REASONS = [
  { id: 'busy', label: 'Busy' },
  { id: 'far-away', label: 'Far away' },
  { id: 'other', label: 'Other' },
] as const;
export type TOrderDeclineReasonId = (typeof ORDER_DECLINE_REASONS)[number]['id'];
/** The ids of ORDER_DECLINE_REASONS, as a non-empty tuple for z.enum. */
export const ORDER_DECLINE_REASON_IDS = optionIds(ORDER_DECLINE_REASONS);
