import type { TMapPoint } from '@app/shared/search/search.schema';

/** How one map point reads: the text on the marker and its accessible name. */
export type MarkerText = { text: string; name: string };

/** Words for the markers, in the reader's language. */
export type MarkerWords = {
  /** "12 homes here, zoom in". */
  cluster(count: number): string;
  /** The price on a listing's marker ("$1.25M") and its full accessible name. */
  listing(price: NonNullable<TMapPoint['listing']>['price']): MarkerText;
};

/** What a point shows: a cluster its count, a single listing its price. */
export function markerText(point: TMapPoint, words: MarkerWords): MarkerText {
  if (point.listing) return words.listing(point.listing.price);
  return { text: String(point.count), name: words.cluster(point.count) };
}

/** A cluster's circle grows with its count (about 28 to 52 px), so big clusters stand out. */
export function clusterSize(count: number): number {
  return Math.round(Math.min(52, 28 + Math.log10(Math.max(1, count)) * 8));
}
