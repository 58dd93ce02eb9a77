import { z } from 'zod';
import { ZMedia } from '../media/media.schema';
import { REMOVED } from '../domain/state-machine';
import { MESSAGES } from '../messages/messages';
import { ZListingTranslation } from '../orders/media-delivery.schema';
import { ZListingCard, ZMoney } from './listing-card.schema';
import { ZListingDraft, LISTING_STEPS } from './listing-draft.schema';
import { LISTING_ACTIONS, LISTING_RELATIONS } from './listing-transitions';

/** Where a listing is in its life (spec section 4: Listings). Hidden is a separate flag. */
export const LISTING_STATUSES = ['draft', 'active', 'pending', 'expired', 'archived', 'under-offer', 'inactive'] as const;
export type TListingStatus = (typeof LISTING_STATUSES)[number];

/** Why a paid listing is not public yet (spec: escrow and title companies must be registered accounts). */
export const PUBLICATION_BLOCKERS = ['escrow-company-not-registered', 'title-company-not-registered'] as const;

const ZPhoto = z.object({ media: ZMedia, caption: z.string().nullable() });

/** A photo as visitors get it: the image and its renditions (demo photos have no renditions). */
export const ZListingPhoto = z.object({
  url: z.string(),
  thumbUrl: z.string().nullable(),
  cardUrl: z.string().nullable(),
  caption: z.string().nullable(),
  /** A virtually staged image delivered on a media order (decision 083): shown labelled wherever it appears. */
  virtuallyStaged: z.boolean(),
});
const ZDocument = z.object({ media: ZMedia, title: z.string().nullable() });

/** The listing as its owner edits it: the draft's fields plus everything the server works out. */
export const ZListing = z.object({
  _id: z.uuid(),
  listingKey: z.string().nullable(),
  user: z.uuid(),
  community: z.uuid().nullable(),
  status: z.enum(LISTING_STATUSES),
  /** false = draft (spec). */
  complete: z.boolean(),
  hidden: z.boolean(),
  draft: ZListingDraft,
  photos: z.array(ZPhoto),
  video: ZMedia.nullable(),
  documents: z.array(ZDocument),
  pricePerSqft: ZMoney.nullable(),
  steps: z.record(z.enum(LISTING_STEPS), z.object({ valid: z.boolean(), errors: z.record(z.string(), z.string()) })),
  plan: z.object({
    termMonths: z.number().int().nullable(),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    expiringSoon: z.boolean(),
  }),
  publicationBlockers: z.array(z.enum(PUBLICATION_BLOCKERS)),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TListing = z.infer<typeof ZListing>;

/** A public listing on its page (no minimum price, no private documents, contacts without phone/email for visitors). */
/** How a place's city and (US) state read in the other languages; null where the English name serves. */
const ZLocalNames = z.object({ city: z.string().nullable(), state: z.string().nullable() });
export const ZPlaceNames = z.object({ 'zh-Hant': ZLocalNames, 'zh-Hans': ZLocalNames, es: ZLocalNames });
export type TPlaceNames = z.infer<typeof ZPlaceNames>;

export const ZPublicListing = z.object({
  _id: z.uuid(),
  user: z.uuid(),
  community: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
  status: z.enum(LISTING_STATUSES),
  listingType: z.string(),
  listingKind: z.string(),
  sellerRole: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  price: ZMoney,
  pricePerSqft: ZMoney.nullable(),
  hoaFees: ZMoney.nullable(),
  propertyType: z.string(),
  beds: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  sizeSqft: z.number().int().nullable(),
  lotSizeSqft: z.number().int().nullable(),
  yearBuilt: z.number().int().nullable(),
  mlsNumber: z.string().nullable(),
  construction: z.string().nullable(),
  style: z.string().nullable(),
  occupancy: z.string().nullable(),
  monthlyRentIncome: ZMoney.nullable(),
  leaseLength: z.string().nullable(),
  address: z.object({
    country: z.string(),
    street: z.string(),
    apt: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  /** The city's and state's names in Chinese and Spanish, for the line saying where it is. */
  placeNames: ZPlaceNames,
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  roomTypes: z.array(z.string()),
  features: z.array(z.string()),
  appliances: z.array(z.string()),
  flooring: z.array(z.string()),
  parking: z.array(z.string()),
  cooling: z.array(z.string()),
  heating: z.array(z.string()),
  photos: z.array(ZListingPhoto),
  /** Title and description a translator delivered through a listing translation order, per language (decision 073). */
  translations: z.array(ZListingTranslation).optional(),
  video: ZMedia.nullable(),
  vrLink: z.string().nullable(),
  view360Link: z.string().nullable(),
  terms: z.object({
    nonNegotiable: z.array(z.object({ item: z.string(), payer: z.string(), percent: z.number().nullable(), note: z.string().nullable() })),
    negotiable: z.array(z.object({ label: z.string(), payer: z.string() })),
    /** Percent of the sale price the seller pays whoever introduces the buyer; null when none is offered. */
    finderFeePercent: z.number().nullable(),
  }),
  feesAndTaxes: z.array(z.object({ item: z.string(), amount: ZMoney, term: z.string() })),
  contacts: z.array(
    z.object({
      kind: z.string(),
      companyName: z.string(),
      officerName: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** For the signed-in viewer: whether they saved or hid it, and whether it is theirs. */
  viewer: z.object({ saved: z.boolean(), hidden: z.boolean(), owner: z.boolean() }),
});
export type TPublicListing = z.infer<typeof ZPublicListing>;

/** A listing in the owner's dashboard lists: the card (a draft may lack any of it) plus its state. */
export const ZListingSummary = ZListingCard.extend({
  title: z.string().nullable(),
  price: ZMoney.nullable(),
  propertyType: z.string().nullable(),
  beds: z.number().int().nullable(),
  baths: z.number().int().nullable(),
  address: z.object({
    street: z.string().nullable(),
    apt: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    country: z.string(),
  }),
  location: ZListingCard.shape.location.nullable(),
  status: z.enum(LISTING_STATUSES),
  complete: z.boolean(),
  hidden: z.boolean(),
  community: z.uuid().nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  expiringSoon: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TListingSummary = z.infer<typeof ZListingSummary>;

/** One entry of a listing's history (listing_events): who did what, when and why. */
export const ZListingEvent = z.object({
  action: z.enum(LISTING_ACTIONS),
  by: z.enum(LISTING_RELATIONS),
  from: z.enum(LISTING_STATUSES),
  to: z.enum([...LISTING_STATUSES, REMOVED]),
  /** Why the server moved it (LISTING_EVENT_REASONS), or what the actor said. */
  reason: z.string().nullable(),
  /** The plan term a payment bought (publish, extend). */
  termMonths: z.number().int().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type TListingEvent = z.infer<typeof ZListingEvent>;

/** listings/{id}/overview (spec: views, saves, offers, orders counts), with the listing's history, newest first. */
export const ZListingOverview = z.object({
  listing: ZListingSummary,
  views: z.object({ total: z.number().int(), last30Days: z.array(z.object({ day: z.string(), views: z.number().int() })) }),
  saves: z.number().int(),
  offers: z.number().int(),
  orders: z.number().int(),
  history: z.array(ZListingEvent),
});
export type TListingOverview = z.infer<typeof ZListingOverview>;

/** Owner actions (spec: Move to Drafts, Move to Listings, Hide/Unhide; Duplicate, Extend and Remove have their own calls). */
export const ZListingActionRequest = z.object({ action: z.enum(['move-to-drafts', 'move-to-listings', 'hide', 'unhide']) });

/** GET /properties/many (spec: "GET /many with params"): the owner's listings, or public ones by id. */
export const ZListingsManyQuery = z.object({
  owner: z.literal('me').optional(),
  ids: z.string().max(4000).optional(),
});

/** Contact Owner/Agent: a message mailed to the owner until messaging lands. */
export const ZContactOwnerRequest = z.object({
  message: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(3000, MESSAGES.invalidInput),
});
