import { optionIds } from './options';
import type { TListingTypeId } from './property';

/** Who is selling a resale listing. */
export const SELLER_ROLES_RESALE = [
  { id: 'seller-owner', label: 'Seller/Property Owner' },
  { id: 'listing-agent', label: 'Listing Agent' },
  { id: 'trustee', label: 'Trustee' },
  { id: 'company-director', label: 'Director of a Company' },
] as const;

/** Who is selling a new-development listing: the resale roles plus developer and sales associate. */
export const SELLER_ROLES_NEW_DEVELOPMENT = [
  ...SELLER_ROLES_RESALE,
  { id: 'developer', label: 'Developer' },
  { id: 'sales-associate', label: 'Sales Associate' },
] as const;
export type TSellerRoleId = (typeof SELLER_ROLES_NEW_DEVELOPMENT)[number]['id'];
/** The ids of SELLER_ROLES_NEW_DEVELOPMENT, as a non-empty tuple for z.enum. */
export const SELLER_ROLE_IDS = optionIds(SELLER_ROLES_NEW_DEVELOPMENT);

/** The seller roles offered for a listing type. */
export function sellerRolesFor(listingType: TListingTypeId): typeof SELLER_ROLES_RESALE | typeof SELLER_ROLES_NEW_DEVELOPMENT {
  return listingType === 'new-development' ? SELLER_ROLES_NEW_DEVELOPMENT : SELLER_ROLES_RESALE;
}

/** Listing contacts; each has company name, officer name, phone and email. */
export const LISTING_CONTACT_KINDS = [
  { id: 'escrow-company', label: 'Escrow Company' },
  { id: 'title-company', label: 'Title Company' },
  { id: 'additional-contact', label: 'Additional Contact' },
  { id: 'inspection', label: 'Inspection' },
  { id: 'mortgage-bank', label: 'Mortgage Bank' },
  { id: 'termite-inspector', label: 'Termite Inspector' },
  { id: 'home-warranty', label: 'Home Warranty' },
] as const;
export type TListingContactKindId = (typeof LISTING_CONTACT_KINDS)[number]['id'];
/** The ids of LISTING_CONTACT_KINDS, as a non-empty tuple for z.enum. */
export const LISTING_CONTACT_KIND_IDS = optionIds(LISTING_CONTACT_KINDS);

/** Non-negotiable cost items of a listing's terms; each is paid by the seller, the buyer or both. */
export const NON_NEGOTIABLE_COST_ITEMS = [
  { id: 'natural-hazard-report', label: 'Natural hazard report' },
  { id: 'safety-alarms', label: 'Safety alarms' },
  { id: 'mandatory-inspections', label: 'Mandatory inspections' },
  { id: 'hoa-certificate', label: 'HOA certificate' },
  { id: 'hoa-fees', label: 'HOA fees' },
  { id: 'home-warranty', label: 'Home warranty (one year)' },
  { id: 'loan-fees', label: 'Loan fees' },
  { id: 'inspection-fees', label: 'Inspection fees' },
  { id: 'appraisal-fees', label: 'Appraisal fees' },
  { id: 'escrow-costs', label: 'Escrow costs (percent)' },
  { id: 'other', label: 'Other' },
] as const;
export type TNonNegotiableCostItemId = (typeof NON_NEGOTIABLE_COST_ITEMS)[number]['id'];
/** The ids of NON_NEGOTIABLE_COST_ITEMS, as a non-empty tuple for z.enum. */
export const NON_NEGOTIABLE_COST_ITEM_IDS = optionIds(NON_NEGOTIABLE_COST_ITEMS);

/** Who pays a non-negotiable cost item. */
export const COST_PAYERS = [
  { id: 'seller', label: 'Seller' },
  { id: 'buyer', label: 'Buyer' },
  { id: 'both', label: 'Both' },
] as const;
export type TCostPayerId = (typeof COST_PAYERS)[number]['id'];
/** The ids of COST_PAYERS, as a non-empty tuple for z.enum. */
export const COST_PAYER_IDS = optionIds(COST_PAYERS);

/** Recurring fees and taxes of a listing; each has a value and a term (constants/payments FEE_TERMS). */
export const FEE_AND_TAX_ITEMS = [
  { id: 'hoa', label: 'HOA' },
  { id: 'property-tax', label: 'Property tax' },
  { id: 'management', label: 'Management' },
  { id: 'city-tax', label: 'City tax' },
  { id: 'school-tax', label: 'School tax' },
] as const;
export type TFeeAndTaxItemId = (typeof FEE_AND_TAX_ITEMS)[number]['id'];
/** The ids of FEE_AND_TAX_ITEMS, as a non-empty tuple for z.enum. */
export const FEE_AND_TAX_ITEM_IDS = optionIds(FEE_AND_TAX_ITEMS);
