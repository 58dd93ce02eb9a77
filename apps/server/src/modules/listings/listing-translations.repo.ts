import type { TListingTranslation } from '@app/shared/orders/media-delivery.schema';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, type StoredListingTranslations } from '../../db/schema/index';

/**
 * Writes a translator's delivered title and description into the listing, one entry per language
 * (a later order's delivery replaces that language's), with the order it came from (decision 073).
 */
export async function setListingTranslations(
  db: DbOrTx,
  listingId: string,
  translations: readonly TListingTranslation[],
  orderId: string,
): Promise<void> {
  const at = new Date().toISOString();
  const patch: StoredListingTranslations = Object.fromEntries(
    translations.map((entry) => [entry.locale, { title: entry.title, description: entry.description, orderId, at }]),
  );
  await db
    .update(listings)
    .set({ translations: sql`${listings.translations} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(listings.id, listingId));
}

/** A listing's professional translations, as the public view lists them. */
export function publicTranslations(stored: StoredListingTranslations): TListingTranslation[] {
  return Object.entries(stored).map(([locale, entry]) => ({
    locale: locale as TListingTranslation['locale'],
    title: entry.title,
    description: entry.description,
  }));
}
