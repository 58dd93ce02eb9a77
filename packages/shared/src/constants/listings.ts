/** Listing plan terms in months (spec section 9). */
export const LISTING_TERMS_MONTHS = [3, 6] as const;
export type TListingTermMonths = (typeof LISTING_TERMS_MONTHS)[number];

/** The highest finder fee a listing may offer, in percent of the sale price (ours: the spec names the field only). */
export const FINDER_FEE_MAX_PERCENT = 10;

/** Media limits per listing (spec section 9). */
export const LISTING_MEDIA_LIMITS = {
  /** Photos on a 3-month listing plan. */
  photosThreeMonthTerm: 20,
  /** Photos on any other plan term. */
  photosOtherTerms: 35,
  /** The listing form takes one video (one store allows 3; the form's limit wins). */
  videos: 1,
  /** Videos one client store allows; kept for reference, the form uses `videos`. */
  videosStoreMax: 3,
  vrTours: 1,
  views360: 1,
  /** At least one image is required before a listing can be saved. */
  photosMin: 1,
} as const;

/** Maximum photos for a listing plan term: 20 for a 3-month term, 35 otherwise. */
export function maxPhotosForTerm(termMonths: number | null | undefined): number {
  return termMonths === 3 ? LISTING_MEDIA_LIMITS.photosThreeMonthTerm : LISTING_MEDIA_LIMITS.photosOtherTerms;
}
