import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { ListingPhoto, listings } from '../schema/index';

/** A listings row with every column the demo sets, so generated data compares exactly. */
export type DemoListing = Required<Omit<typeof listings.$inferInsert, 'photos' | 'details'>> & {
  photos: ListingPhoto[];
  /** The wizard's draft of the listing, agreeing with the columns (see listingDraft). */
  details: TListingDraft;
};

/** The columns a draft mirrors (listings/listing-draft.ts columnsOf maps the draft back onto them). */
export type DraftColumns = Pick<
  DemoListing,
  | 'listingType' | 'listingKind' | 'communityId' | 'sellerRole' | 'title' | 'description' | 'priceMinor' | 'currency' | 'hoaMinor'
  | 'propertyType' | 'beds' | 'baths' | 'sizeSqft' | 'lotSizeSqft' | 'yearBuilt' | 'street' | 'apt' | 'city' | 'state' | 'zip'
  | 'country' | 'latitude' | 'longitude' | 'featureIds' | 'termMonths'
>;

type Draft = TListingDraft;
type Nullable<T> = T | null | undefined;

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

const orUndefined = <T>(value: Nullable<T>): T | undefined => value ?? undefined;

/**
 * The listing's whole wizard draft: what the columns say (address, price, size …, in the
 * wizard's order) and the rest from `extras`. Columns win, so a row changed after generation
 * (factories' overrides) still gets a draft that agrees with it.
 */
export function listingDraft(row: DraftColumns, extras: Draft): Draft {
  return compact<Draft>({
    listingType: row.listingType as Draft['listingType'],
    listingKind: row.listingKind as Draft['listingKind'],
    sellerRole: orUndefined(row.sellerRole) as Draft['sellerRole'],
    address: compact({
      country: row.country as NonNullable<Draft['address']>['country'],
      street: orUndefined(row.street),
      apt: orUndefined(row.apt),
      city: orUndefined(row.city),
      state: orUndefined(row.state),
      zip: orUndefined(row.zip),
    }),
    location: row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lng: row.longitude } : undefined,
    title: orUndefined(row.title),
    description: row.description,
    currency: row.currency as Draft['currency'],
    price: row.priceMinor,
    minimumSellingPrice: extras.minimumSellingPrice,
    propertyType: orUndefined(row.propertyType) as Draft['propertyType'],
    beds: row.beds,
    baths: row.baths,
    sizeUnit: 'sqft',
    size: row.sizeSqft,
    lotSize: row.lotSizeSqft,
    yearBuilt: row.yearBuilt,
    hoaFees: row.hoaMinor,
    mlsNumber: extras.mlsNumber,
    construction: extras.construction,
    style: extras.style,
    occupancy: extras.occupancy,
    monthlyRentIncome: extras.monthlyRentIncome,
    leaseLength: extras.leaseLength,
    roomTypes: extras.roomTypes,
    features: row.featureIds as Draft['features'],
    appliances: extras.appliances,
    flooring: extras.flooring,
    parking: extras.parking,
    cooling: extras.cooling,
    heating: extras.heating,
    vrLink: extras.vrLink,
    view360Link: extras.view360Link,
    nonNegotiable: extras.nonNegotiable,
    negotiable: extras.negotiable,
    feesAndTaxes: extras.feesAndTaxes,
    contacts: extras.contacts,
    termMonths: orUndefined(row.termMonths) as Draft['termMonths'],
    communityId: orUndefined(row.communityId),
  });
}
