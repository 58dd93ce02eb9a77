import { z } from 'zod';
import { FEE_TERM_IDS } from '../constants/payments';
import { FINDER_FEE_MAX_PERCENT, LISTING_TERMS_MONTHS } from '../constants/listings';
import { MESSAGES } from '../messages/messages';
import { COOLING_TYPE_IDS, FLOORING_TYPE_IDS, HEATING_TYPE_IDS, PARKING_TYPE_IDS } from '../reference/building-systems';
import { COUNTRY_CODES } from '../reference/countries';
import { CURRENCY_CODES } from '../reference/currencies';
import {
  COST_PAYER_IDS,
  FEE_AND_TAX_ITEM_IDS,
  LISTING_CONTACT_KIND_IDS,
  NON_NEGOTIABLE_COST_ITEM_IDS,
  SELLER_ROLE_IDS,
} from '../reference/listing-terms';
import {
  APPLIANCE_IDS,
  CONSTRUCTION_TYPE_IDS,
  LEASE_LENGTH_IDS,
  LISTING_KIND_IDS,
  LISTING_PROPERTY_TYPE_IDS,
  LISTING_TYPE_IDS,
  OCCUPANCY_STATUS_IDS,
  PROPERTY_FEATURE_IDS,
  PROPERTY_STYLE_IDS,
  ROOM_TYPE_IDS,
} from '../reference/property';

/*
 * A listing draft as the wizard saves it, step by step (spec: "drafts saved as the user goes").
 * Every field may be missing: types, ranges and lengths are checked so nothing nonsensical is
 * stored, while completeness is judged per step by listing-steps.ts. Money is integer minor
 * units in the listing's currency; areas are in `sizeUnit`.
 */
const text = (max: number) => z.string(MESSAGES.invalidInput).trim().max(max, MESSAGES.invalidInput);
const money = z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).max(1e13, MESSAGES.invalidInput);
const count = (max: number) => z.number(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).max(max, MESSAGES.invalidInput);
const ids = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, MESSAGES.invalidInput)).max(values.length, MESSAGES.invalidInput);

export const ZListingAddressDraft = z.object({
  country: z.enum(COUNTRY_CODES, MESSAGES.invalidInput).optional(),
  street: text(200).optional(),
  apt: text(50).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zip: text(20).optional(),
});

/** Where the pin is: latitude and longitude in degrees. */
export const ZLatLng = z.object({
  lat: z.number(MESSAGES.invalidInput).min(-90, MESSAGES.invalidInput).max(90, MESSAGES.invalidInput),
  lng: z.number(MESSAGES.invalidInput).min(-180, MESSAGES.invalidInput).max(180, MESSAGES.invalidInput),
});

/** Step 1, The Basics. */
export const ZBasicsDraft = z.object({
  listingType: z.enum(LISTING_TYPE_IDS, MESSAGES.invalidInput).optional(),
  listingKind: z.enum(LISTING_KIND_IDS, MESSAGES.invalidInput).optional(),
  sellerRole: z.enum(SELLER_ROLE_IDS, MESSAGES.invalidInput).optional(),
  address: ZListingAddressDraft.optional(),
  location: ZLatLng.nullable().optional(),
  title: text(120).optional(),
  description: text(8000).optional(),
  currency: z.enum(CURRENCY_CODES, MESSAGES.invalidInput).optional(),
  price: money.nullable().optional(),
  minimumSellingPrice: money.nullable().optional(),
  propertyType: z.enum(LISTING_PROPERTY_TYPE_IDS, MESSAGES.invalidInput).optional(),
  beds: count(50).int(MESSAGES.invalidInput).nullable().optional(),
  baths: count(50).int(MESSAGES.invalidInput).nullable().optional(),
  sizeUnit: z.enum(['sqft', 'sqm'], MESSAGES.invalidInput).optional(),
  size: count(10_000_000).nullable().optional(),
  lotSize: count(1_000_000_000).nullable().optional(),
  yearBuilt: z.number(MESSAGES.invalidInput).int(MESSAGES.validYearRequired).nullable().optional(),
  hoaFees: money.nullable().optional(),
  mlsNumber: text(40).optional(),
  construction: z.enum(CONSTRUCTION_TYPE_IDS, MESSAGES.invalidInput).nullable().optional(),
  style: z.enum(PROPERTY_STYLE_IDS, MESSAGES.invalidInput).nullable().optional(),
  occupancy: z.enum(OCCUPANCY_STATUS_IDS, MESSAGES.invalidInput).nullable().optional(),
  monthlyRentIncome: money.nullable().optional(),
  leaseLength: z.enum(LEASE_LENGTH_IDS, MESSAGES.invalidInput).nullable().optional(),
});

/** Step 2, Features. */
export const ZFeaturesDraft = z.object({
  roomTypes: ids(ROOM_TYPE_IDS).optional(),
  features: ids(PROPERTY_FEATURE_IDS).optional(),
  appliances: ids(APPLIANCE_IDS).optional(),
  flooring: ids(FLOORING_TYPE_IDS).optional(),
  parking: ids(PARKING_TYPE_IDS).optional(),
  cooling: ids(COOLING_TYPE_IDS).optional(),
  heating: ids(HEATING_TYPE_IDS).optional(),
});

/** Step 3, Media & Documents: uploaded media ids in order (the first photo is the cover). */
export const ZMediaDraft = z.object({
  photos: z
    .array(z.object({ mediaId: z.uuid(MESSAGES.invalidInput), caption: text(200).optional() }))
    .max(35, MESSAGES.invalidInput)
    .optional(),
  videoId: z.uuid(MESSAGES.invalidInput).nullable().optional(),
  documents: z
    .array(
      z.object({
        mediaId: z.uuid(MESSAGES.invalidInput),
        title: text(120).optional(),
        /** An agent-listed property's exclusive listing agreement: it must be on file before it accepts offers (decision 049). */
        kind: z.enum(['exclusive-listing'], MESSAGES.invalidInput).optional(),
      }),
    )
    .max(20, MESSAGES.invalidInput)
    .optional(),
  vrLink: text(500).optional(),
  view360Link: text(500).optional(),
});

/** Step 4, Terms & Conditions. */
export const ZTermsDraft = z.object({
  nonNegotiable: z
    .array(
      z.object({
        item: z.enum(NON_NEGOTIABLE_COST_ITEM_IDS, MESSAGES.invalidInput),
        payer: z.enum(COST_PAYER_IDS, MESSAGES.required).optional(),
        /** Escrow costs are a percent; 0-100. */
        percent: z.number(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).max(100, MESSAGES.invalidInput).optional(),
        note: text(300).optional(),
      }),
    )
    .max(NON_NEGOTIABLE_COST_ITEM_IDS.length, MESSAGES.invalidInput)
    .optional(),
  negotiable: z
    .array(z.object({ label: text(120), payer: z.enum(COST_PAYER_IDS, MESSAGES.required).optional() }))
    .max(30, MESSAGES.invalidInput)
    .optional(),
  feesAndTaxes: z
    .array(
      z.object({
        item: z.enum(FEE_AND_TAX_ITEM_IDS, MESSAGES.invalidInput),
        amount: money.optional(),
        term: z.enum(FEE_TERM_IDS, MESSAGES.required).optional(),
      }),
    )
    .max(FEE_AND_TAX_ITEM_IDS.length, MESSAGES.invalidInput)
    .optional(),
  /** The finder fee the seller offers whoever introduces the buyer, in percent of the sale price (spec section 3); none when null. */
  finderFeePercent: z
    .number(MESSAGES.invalidInput)
    .min(0, MESSAGES.invalidInput)
    .max(FINDER_FEE_MAX_PERCENT, MESSAGES.invalidInput)
    .nullable()
    .optional(),
});

/** Step 5, Listing Contacts (spec: company, officer, phone, email per kind). */
export const ZContactsDraft = z.object({
  contacts: z
    .array(
      z.object({
        kind: z.enum(LISTING_CONTACT_KIND_IDS, MESSAGES.invalidInput),
        companyName: text(120).optional(),
        officerName: text(120).optional(),
        phone: text(30).optional(),
        email: text(254).optional(),
      }),
    )
    .max(LISTING_CONTACT_KIND_IDS.length, MESSAGES.invalidInput)
    .optional(),
});

/** Step 6, Payment & Confirmation: the plan chosen (payment itself goes through a checkout). */
export const ZPlanDraft = z.object({
  termMonths: z
    .union(LISTING_TERMS_MONTHS.map((term) => z.literal(term)) as [z.ZodLiteral<3>, z.ZodLiteral<6>], MESSAGES.required)
    .optional(),
});

/** PUT /properties/{id} and POST /properties: any part of the draft; what is given replaces what was there. */
export const ZListingDraft = ZBasicsDraft.extend(ZFeaturesDraft.shape)
  .extend(ZMediaDraft.shape)
  .extend(ZTermsDraft.shape)
  .extend(ZContactsDraft.shape)
  .extend(ZPlanDraft.shape)
  .extend({ communityId: z.uuid(MESSAGES.invalidInput).nullable().optional() });
export type TListingDraft = z.infer<typeof ZListingDraft>;

export const LISTING_STEPS = ['basics', 'features', 'media', 'terms', 'contacts', 'payment'] as const;
export type TListingStep = (typeof LISTING_STEPS)[number];
