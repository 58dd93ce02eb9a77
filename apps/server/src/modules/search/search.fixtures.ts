import type { TPlace } from '@app/shared/search/search.schema';
import type { DbOrTx } from '../../db/client';
import { seedAccount, seedListing, type Listing } from '../../seed/factories';

const DAY_MS = 86_400_000;

type Spec = Parameters<typeof seedListing>[1] & { daysAgo: number };

const austin = { city: 'Austin', state: 'TX', country: 'us' } as const;
const dallas = { city: 'Dallas', state: 'TX', country: 'us', zip: '75201' } as const;
const houston = { city: 'Houston', state: 'TX', country: 'us', zip: '77002' } as const;
const none = { featureIds: [] as string[], lotSizeSqft: null, sizeSqft: null, yearBuilt: null };

/**
 * Public listings with every searched field set, so each filter and sort has one right answer.
 * Prices are whole dollars here; `bungalow` and `townhouse` cost the same (the id breaks the tie).
 */
const PUBLIC = {
  bungalow: {
    ...austin,
    zip: '78704',
    street: '1204 Maple Ave',
    latitude: 30.2451,
    longitude: -97.7684,
    title: 'Sunlit bungalow with pool near Zilker Park',
    description: 'Open kitchen, new roof, quiet street.',
    propertyType: 'house',
    listingType: 'resale',
    beds: 3,
    baths: 2,
    priceMinor: 450_000,
    sizeSqft: 1_800,
    lotSizeSqft: 6_000,
    yearBuilt: 1948,
    featureIds: ['pool'],
    daysAgo: 2,
  },
  condo: {
    ...austin,
    zip: '78701',
    street: '200 Congress Ave',
    latitude: 30.2672,
    longitude: -97.7431,
    title: 'Downtown condo with skyline views',
    description: 'Walk to the lake; a gym and a pool in the building.',
    propertyType: 'condo',
    listingType: 'new-development',
    beds: 1,
    baths: 1,
    priceMinor: 320_000,
    sizeSqft: 750,
    lotSizeSqft: null,
    yearBuilt: 2024,
    featureIds: ['elevator', 'fitness-center'],
    daysAgo: 10,
  },
  studio: {
    ...austin,
    zip: '78751',
    street: '4500 Duval St',
    latitude: 30.3072,
    longitude: -97.7205,
    title: 'Studio by the university',
    description: 'Compact and bright, near the campus shuttle.',
    propertyType: 'apartment',
    listingType: 'resale',
    beds: 0,
    baths: 1,
    priceMinor: 210_000,
    sizeSqft: 480,
    lotSizeSqft: null,
    yearBuilt: 1985,
    featureIds: [],
    daysAgo: 45,
  },
  estate: {
    ...austin,
    zip: '78732',
    street: '9 Ridge Rd',
    latitude: 30.4,
    longitude: -97.85,
    title: 'Hill Country estate with tennis court',
    description: 'Pool, sauna and long views.',
    propertyType: 'single-family',
    listingType: 'resale',
    beds: 6,
    baths: 5,
    priceMinor: 2_100_000,
    sizeSqft: 5_200,
    lotSizeSqft: 20_000,
    yearBuilt: 2005,
    featureIds: ['pool', 'tennis-court', 'sauna'],
    daysAgo: 75,
  },
  land: {
    ...austin,
    ...none,
    zip: '78725',
    street: 'FM 969',
    latitude: 30.1,
    longitude: -97.6,
    title: 'Acre lot east of town',
    description: 'Build your dream home.',
    propertyType: 'lot-land',
    listingType: 'resale',
    beds: 0,
    baths: 0,
    priceMinor: 150_000,
    lotSizeSqft: 43_560,
    daysAgo: 5,
  },
  townhouse: {
    ...dallas,
    street: '3000 Wycliff Ave',
    latitude: 32.7995,
    longitude: -96.8027,
    title: 'Uptown townhouse',
    description: 'Rooftop deck and a pool.',
    propertyType: 'townhouse',
    listingType: 'resale',
    beds: 3,
    baths: 3,
    priceMinor: 450_000,
    sizeSqft: 2_000,
    lotSizeSqft: 2_200,
    yearBuilt: 2015,
    featureIds: ['pool'],
    daysAgo: 1,
  },
  newBuild: {
    ...dallas,
    street: '12 Oak Lawn Ave',
    latitude: 32.81,
    longitude: -96.82,
    title: 'New construction with solar',
    description: 'Energy-smart four-bedroom.',
    propertyType: 'new-construction',
    listingType: 'new-development',
    beds: 4,
    baths: 3,
    priceMinor: 600_000,
    sizeSqft: 2_800,
    lotSizeSqft: 6_500,
    yearBuilt: 2026,
    featureIds: ['solar'],
    daysAgo: 20,
  },
  foreclosure: {
    ...houston,
    street: '77 Bayou St',
    latitude: 29.76,
    longitude: -95.37,
    title: 'Bank-owned ranch',
    description: 'Sold as is.',
    propertyType: 'foreclosure',
    listingType: 'resale',
    beds: 3,
    baths: 2,
    priceMinor: 180_000,
    sizeSqft: 1_500,
    lotSizeSqft: 7_000,
    yearBuilt: 1978,
    featureIds: [],
    daysAgo: 50,
  },
  openHouse: {
    ...houston,
    street: '5 Heights Blvd',
    latitude: 29.79,
    longitude: -95.4,
    title: 'Heights cottage, open Sunday',
    description: "Come by, it's 50% porch.",
    propertyType: 'open-house',
    listingType: 'resale',
    beds: 2,
    baths: 2,
    priceMinor: 275_000,
    sizeSqft: 1_100,
    lotSizeSqft: 5_000,
    yearBuilt: 1925,
    featureIds: [],
    daysAgo: 15,
  },
  lisbon: {
    city: 'Lisbon',
    state: null,
    country: 'pt',
    zip: '1100-001',
    street: 'Rua dos Remédios 12',
    latitude: 38.7115,
    longitude: -9.1303,
    title: 'Alfama flat with river views',
    description: 'Tiled facade, 100% original_floors, a "quiet" O\'Neill street \\ ok.',
    propertyType: 'apartment',
    listingType: 'resale',
    beds: 2,
    baths: 1,
    priceMinor: 380_000,
    sizeSqft: 900,
    lotSizeSqft: null,
    yearBuilt: 1920,
    featureIds: [],
    daysAgo: 3,
  },
} satisfies Record<string, Spec>;

/** Listings that match everything Austin but must never appear: not public. */
const NOT_PUBLIC = {
  draft: { status: 'draft', complete: false, publishedAt: null },
  unpaid: { status: 'active', complete: false },
  hiddenByOwner: { hidden: true },
  pending: { status: 'pending' },
  expired: { status: 'expired' },
} satisfies Record<string, Partial<Spec>>;

export type SearchFixture = Awaited<ReturnType<typeof seedSearchFixture>>;

/** Seeds the fixture relative to `now`; prices in the specs are dollars, stored as cents. */
export async function seedSearchFixture(db: DbOrTx, now = new Date()) {
  const owner = await seedAccount(db);
  const seed = ({ daysAgo, priceMinor, ...spec }: Spec) =>
    seedListing(db, {
      ownerId: owner.id,
      apt: null,
      ...spec,
      priceMinor: (priceMinor ?? 0) * 100,
      publishedAt: spec.publishedAt === null ? null : new Date(now.getTime() - daysAgo * DAY_MS),
    });
  const listed = {} as Record<keyof typeof PUBLIC, Listing>;
  for (const [name, spec] of Object.entries(PUBLIC)) listed[name as keyof typeof PUBLIC] = await seed(spec);
  const notPublic = {} as Record<keyof typeof NOT_PUBLIC, Listing>;
  for (const [name, spec] of Object.entries(NOT_PUBLIC)) {
    notPublic[name as keyof typeof NOT_PUBLIC] = await seed({ ...PUBLIC.bungalow, title: `Sunlit bungalow with pool (${name})`, ...spec });
  }
  return { owner, listed, notPublic, now };
}

/** A place as the gazetteer would give it. */
export function place(kind: TPlace['kind'], fields: Partial<TPlace> & Pick<TPlace, 'lat' | 'lng'>): TPlace {
  return {
    id: `${kind}:${fields.label ?? 'x'}`,
    kind,
    label: fields.label ?? 'x',
    city: null,
    state: null,
    zip: null,
    country: 'us',
    ...fields,
  };
}
