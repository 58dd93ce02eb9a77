import { z } from 'zod';
import { ZMedia } from '../media/media.schema';
import { MESSAGES } from '../messages/messages';
import { LISTING_TYPE_IDS } from '../reference/property';
import { ZFeaturesDraft, ZLatLng, ZListingAddressDraft, ZMediaDraft, ZTermsDraft } from './listing-draft.schema';
import { ZListingPhoto, ZListingSummary, ZPublicListing } from './listing.schema';
import { validateListingSteps, type TStepContext, type TStepResult } from './listing-steps';

/**
 * A community (a development or building with several listings). Its wizard is the listing
 * wizard's steps two to four (Features, Media & Documents, Terms) after a short introduction.
 */
export const ZCommunityDraft = z
  .object({
    title: z.string(MESSAGES.invalidInput).trim().max(120, MESSAGES.invalidInput).optional(),
    description: z.string(MESSAGES.invalidInput).trim().max(8000, MESSAGES.invalidInput).optional(),
    listingType: z.enum(LISTING_TYPE_IDS, MESSAGES.invalidInput).optional(),
    address: ZListingAddressDraft.optional(),
    location: ZLatLng.nullable().optional(),
  })
  .extend(ZFeaturesDraft.shape)
  .extend(ZMediaDraft.pick({ photos: true, videoId: true, vrLink: true }).shape)
  .extend(ZTermsDraft.shape);
export type TCommunityDraft = z.infer<typeof ZCommunityDraft>;

export const COMMUNITY_STEPS = ['community', 'features', 'media', 'terms'] as const;

/** The community as its owner edits it. */
export const ZCommunity = z.object({
  _id: z.uuid(),
  user: z.uuid(),
  draft: ZCommunityDraft,
  photos: z.array(z.object({ media: ZMedia, caption: z.string().nullable() })),
  video: ZMedia.nullable(),
  properties: z.array(ZListingSummary),
  steps: z.record(z.enum(COMMUNITY_STEPS), z.object({ valid: z.boolean(), errors: z.record(z.string(), z.string()) })),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TCommunity = z.infer<typeof ZCommunity>;

/** A community on its public page with its public listings. */
export const ZPublicCommunity = z.object({
  _id: z.uuid(),
  user: z.uuid(),
  title: z.string(),
  description: z.string(),
  listingType: z.string().nullable(),
  address: ZPublicListing.shape.address,
  placeNames: ZPublicListing.shape.placeNames,
  location: ZPublicListing.shape.location.nullable(),
  features: ZPublicListing.pick({
    roomTypes: true,
    features: true,
    appliances: true,
    flooring: true,
    parking: true,
    cooling: true,
    heating: true,
  }),
  photos: z.array(ZListingPhoto),
  video: ZMedia.nullable(),
  vrLink: z.string().nullable(),
  terms: ZPublicListing.shape.terms,
  properties: z.array(ZListingSummary.omit({ status: true, complete: true, hidden: true, expiringSoon: true })),
});
export type TPublicCommunity = z.infer<typeof ZPublicCommunity>;

/**
 * Which community steps are complete: its introduction (title, address, pin), then the
 * listing wizard's Features, Media & Documents and Terms rules.
 */
export function validateCommunitySteps(
  draft: TCommunityDraft,
  context: TStepContext,
): Record<(typeof COMMUNITY_STEPS)[number], TStepResult> {
  const listingLike = validateListingSteps({ ...draft, termMonths: 6 }, context);
  const errors: Record<string, string> = {};
  if (!draft.title?.trim()) errors.title = MESSAGES.required;
  if (!draft.address?.street?.trim()) errors['address.street'] = MESSAGES.addressRequired;
  if (!draft.address?.city?.trim()) errors['address.city'] = MESSAGES.cityRequired;
  if (!draft.address?.zip?.trim()) errors['address.zip'] = MESSAGES.postalCodeRequired;
  if (!draft.location) errors.location = MESSAGES.required;
  return {
    community: { valid: Object.keys(errors).length === 0, errors },
    features: listingLike.features,
    media: listingLike.media,
    terms: listingLike.terms,
  };
}
