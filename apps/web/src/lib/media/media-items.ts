import type { TMedia } from '@app/shared/media/media.schema';

/** A photo with its caption, in the order shown (the first is the cover). */
export type TPhotoItem = { media: TMedia; caption: string };

/** A document with its title. */
/**
 * A document with its title; `exclusiveListing` marks an agent-listed property's exclusive listing
 * agreement (it must be on file before the listing accepts offers, decision 049).
 */
export type TDocumentItem = { media: TMedia; title: string; exclusiveListing?: boolean };

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The smallest rendition of an image that is there (demo photos have none). */
export const thumbnailOf = (media: TMedia) => media.variants?.thumb ?? media.url;
