import { optionIds } from './options';

/** How buyers will hold title. */
export const OWNERSHIP_TYPES = [
  { id: 'sole-ownership', label: 'Sole Ownership' },
  { id: 'joint-tenancy', label: 'Joint Tenancy' },
  { id: 'tenants-in-common', label: 'Tenants In Common' },
  { id: 'community-property', label: 'Community Property' },
  { id: 'living-trust', label: 'Living Trust' },
  { id: 'company', label: 'Company' },
  { id: 'company-director', label: 'Director of a Company' },
] as const;
export type TOwnershipTypeId = (typeof OWNERSHIP_TYPES)[number]['id'];
/** The ids of OWNERSHIP_TYPES, as a non-empty tuple for z.enum. */
export const OWNERSHIP_TYPE_IDS = optionIds(OWNERSHIP_TYPES);

/** Offer statuses named in spec section 4 (the allowed transitions are not in the spec). */
export const OFFER_STATUSES = [
  { id: 'offer-sent', label: 'Offer Sent' },
  { id: 'offer-submitted', label: 'Offer Submitted' },
  { id: 'pending-response', label: 'Pending Response' },
  { id: 'counter-offer-submitted', label: 'Counter Offer Submitted' },
  { id: 'countered', label: 'Countered' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'declined', label: 'Declined' },
  { id: 'cancelled', label: 'Cancelled' },
  { id: 'expired', label: 'Expired' },
  { id: 'finalized', label: 'Finalized' },
  { id: 'signed', label: 'Signed' },
  { id: 'under-offer', label: 'Under Offer' },
  { id: 'awaiting-reply', label: 'Awaiting Reply' },
  { id: 'inactive', label: 'Inactive' },
  { id: 'active', label: 'Active' },
  { id: 'under-review-of-better-offer', label: 'Under review of better offer' },
  { id: 'accepted-another-offer', label: 'Accepted another offer' },
  { id: 'offer-terms-updated', label: 'Offer Terms Updated' },
] as const;
export type TOfferStatusId = (typeof OFFER_STATUSES)[number]['id'];
/** The ids of OFFER_STATUSES, as a non-empty tuple for z.enum. */
export const OFFER_STATUS_IDS = optionIds(OFFER_STATUSES);

/** What a party can do with an offer. */
export const OFFER_ACTIONS = [
  { id: 'accept', label: 'Accept' },
  { id: 'decline', label: 'Decline' },
  { id: 'cancel', label: 'Cancel' },
  { id: 'remove-draft', label: 'Remove draft' },
  { id: 'edit', label: 'Edit' },
  { id: 'counter', label: 'Counter' },
  { id: 'finalize', label: 'Finalize' },
  { id: 'renegotiate', label: 'Renegotiate' },
] as const;
export type TOfferActionId = (typeof OFFER_ACTIONS)[number]['id'];

/** Tabs of the dashboard's offers page (route offers/{tab}). */
export const OFFER_TABS = [
  { id: 'active', label: 'Active' },
  { id: 'pending', label: 'Pending' },
  { id: 'accepted', label: 'Accepted' },
  { id: 'completed', label: 'Completed' },
  { id: 'closed', label: 'Closed' },
  { id: 'countered', label: 'Countered' },
  { id: 'rejected', label: 'Rejected' },
] as const;
export type TOfferTabId = (typeof OFFER_TABS)[number]['id'];
/** The ids of OFFER_TABS, as a non-empty tuple for z.enum. */
export const OFFER_TAB_IDS = optionIds(OFFER_TABS);

/** Other offer groupings the spec names besides the tabs. */
export const OFFER_GROUPINGS = [
  { id: 'drafts', label: 'Drafts' },
  { id: 'inactive', label: 'Inactive' },
  { id: 'expired', label: 'Expired' },
  { id: 'declined', label: 'Declined' },
  { id: 'in-escrow', label: 'In Escrow' },
] as const;
export type TOfferGroupingId = (typeof OFFER_GROUPINGS)[number]['id'];
