import { z } from 'zod';

export const ZMoney = z.object({
  /** Integer minor units (cents). */
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type TMoney = z.infer<typeof ZMoney>;

/** GeoJSON point, [longitude, latitude], as the spec's geoCode becomes at the API edge. */
export const ZPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});

export const ZListingAddress = z.object({
  street: z.string(),
  apt: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});

/** What a listing card shows: photo, price, beds, baths, size, address. */
export const ZListingCard = z.object({
  _id: z.uuid(),
  title: z.string(),
  price: ZMoney,
  propertyType: z.string(),
  listingType: z.string(),
  beds: z.number().int(),
  baths: z.number().int(),
  sizeSqft: z.number().int().nullable(),
  address: ZListingAddress,
  location: ZPoint,
  /** The cover; `virtuallyStaged` when it is a virtually staged image (decision 083). */
  photo: z.object({ url: z.string(), caption: z.string().optional(), virtuallyStaged: z.literal(true).optional() }).nullable(),
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TListingCard = z.infer<typeof ZListingCard>;

export const ZFeaturedListingsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

export const ZFeaturedCity = z.object({
  city: z.string(),
  state: z.string(),
  listingCount: z.number().int(),
});
export type TFeaturedCity = z.infer<typeof ZFeaturedCity>;
