import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { draftFromColumns, type DraftColumns } from '../modules/listings/index';
import type { ListingPhoto, listings } from '../db/schema/index';

/** A listings row with every column the demo sets, so generated data compares exactly. */
export type DemoListing = Required<Omit<typeof listings.$inferInsert, 'photos' | 'details' | 'translations'>> & {
  photos: ListingPhoto[];
  /** The wizard's draft of the listing, agreeing with the columns (see listingDraft). */
  details: TListingDraft;
};

type Draft = TListingDraft;

/** Copies the set values only: a stored draft has no `null`/`undefined` keys to compare or ship. */
function compact<T extends object>(draft: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as T;
}

/**
 * The listing's whole wizard draft: what the columns say (address, price, size …) and the
 * rest from `extras`. Columns win, so a row changed after generation (factories' overrides)
 * still gets a draft that agrees with it.
 */
export function listingDraft(row: DraftColumns, extras: Draft): Draft {
  const columns = draftFromColumns(row);
  return compact<Draft>({ ...extras, ...columns, address: compact(columns.address ?? {}) });
}
