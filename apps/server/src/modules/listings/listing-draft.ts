import { sqmToSqft, type TSizeUnit } from '@app/shared/domain/area';
import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { toE164 } from '@app/shared/validation/phone';
import type { ListingPhoto, listings } from '../../db/schema/index';

type ListingRow = typeof listings.$inferSelect;
type ListingColumns = Partial<typeof listings.$inferInsert>;

/** A size in the draft's unit as whole square feet (spec: 10.764 sq ft per sq m, rounded up). */
function toSqft(value: number | null | undefined, unit: TSizeUnit | undefined): number | null {
  if (value === null || value === undefined) return null;
  return unit === 'sqm' ? sqmToSqft(value) : Math.ceil(value);
}

/** The columns a listing's draft is mirrored in (columnsOf writes them; draftFromColumns reads them). */
export type DraftColumns = Pick<
  ListingRow,
  | 'listingType'
  | 'listingKind'
  | 'communityId'
  | 'sellerRole'
  | 'title'
  | 'description'
  | 'priceMinor'
  | 'currency'
  | 'hoaMinor'
  | 'propertyType'
  | 'beds'
  | 'baths'
  | 'sizeSqft'
  | 'lotSizeSqft'
  | 'yearBuilt'
  | 'street'
  | 'apt'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'featureIds'
  | 'termMonths'
>;

/**
 * The wizard's draft of a listing. The row keeps the whole draft in `details` (what the
 * owner typed, in their unit); listings made with columns only (imports) get theirs rebuilt.
 */
export function draftOf(row: ListingRow): TListingDraft {
  const stored = row.details as TListingDraft;
  return Object.keys(stored).length > 0 ? stored : draftFromColumns(row);
}

/** The part of a draft the columns hold (sizes in square feet). */
export function draftFromColumns(row: DraftColumns): TListingDraft {
  return {
    listingType: row.listingType as TListingDraft['listingType'],
    listingKind: row.listingKind as TListingDraft['listingKind'],
    sellerRole: (row.sellerRole ?? undefined) as TListingDraft['sellerRole'],
    address: {
      country: row.country as NonNullable<TListingDraft['address']>['country'],
      street: row.street ?? undefined,
      apt: row.apt ?? undefined,
      city: row.city ?? undefined,
      state: row.state ?? undefined,
      zip: row.zip ?? undefined,
    },
    location: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : null,
    title: row.title ?? undefined,
    description: row.description,
    currency: row.currency as TListingDraft['currency'],
    price: row.priceMinor,
    hoaFees: row.hoaMinor,
    propertyType: (row.propertyType ?? undefined) as TListingDraft['propertyType'],
    beds: row.beds,
    baths: row.baths,
    sizeUnit: 'sqft',
    size: row.sizeSqft,
    lotSize: row.lotSizeSqft,
    yearBuilt: row.yearBuilt,
    features: row.featureIds as TListingDraft['features'],
    termMonths: (row.termMonths ?? undefined) as TListingDraft['termMonths'],
    communityId: row.communityId ?? undefined,
  };
}

/** The columns a draft sets (what search, cards and filters read), with the draft kept whole. */
export function columnsOf(draft: TListingDraft, photos: ListingPhoto[]): ListingColumns {
  const address = draft.address ?? {};
  return {
    listingType: draft.listingType ?? 'resale',
    listingKind: draft.listingKind ?? 'individual',
    communityId: draft.communityId ?? null,
    sellerRole: draft.sellerRole ?? null,
    title: draft.title || null,
    description: draft.description ?? '',
    priceMinor: draft.price ?? null,
    currency: draft.currency ?? 'USD',
    hoaMinor: draft.hoaFees ?? null,
    propertyType: draft.propertyType ?? null,
    beds: draft.beds ?? null,
    baths: draft.baths ?? null,
    sizeSqft: toSqft(draft.size, draft.sizeUnit),
    lotSizeSqft: toSqft(draft.lotSize, draft.sizeUnit),
    yearBuilt: draft.yearBuilt ?? null,
    street: address.street || null,
    apt: address.apt || null,
    city: address.city || null,
    state: address.state || null,
    zip: address.zip || null,
    country: address.country ?? 'us',
    latitude: draft.location?.lat ?? null,
    longitude: draft.location?.lng ?? null,
    featureIds: draft.features ?? [],
    photos,
    details: draft.contacts ? { ...draft, contacts: draft.contacts.map(withE164Phone) } : draft,
  };
}

/** A listing contact with its phone in E.164 once it is a valid number (a draft may hold one still being typed). */
function withE164Phone<T extends { phone?: string | undefined }>(contact: T): T {
  const phone = contact.phone ? toE164(contact.phone) : undefined;
  return phone ? { ...contact, phone } : contact;
}
