import { FEATURED_CITIES } from '@app/shared/constants/featured-cities';
import { findDemoCity, type DemoCity } from './data/cities';
import { DEVELOPER_EVERY, DEVELOPER_OFFSET, generateAccounts, professionOf, type DemoAccount } from './demo-accounts';
import { generateCommunity, type DemoCommunity } from './demo-communities';
import { demoCompanies } from './demo-companies';
import { generateServiceProviders, type DemoServiceProviders } from './demo-service-providers';
import { generateListing, type DemoListing } from './demo-listings';
import type { DemoCompany } from './demo-terms';
import { createRng, type Rng } from '../platform/rng/rng';

/**
 * Listings per generated (and inserted) chunk. Fixed, and every draw depends only on a row's
 * position, so a bigger data set starts with the smaller one: `--listings 100000` with seed 42
 * contains the 1,500 listings a fresh install gets.
 */
export const DEMO_CHUNK_SIZE = 1000;
/** About one owner per this many listings. */
export const LISTINGS_PER_OWNER = 8;
/** The first listings of every data set are public and featured, so the home page is never empty. */
export const GUARANTEED_FEATURED = 12;
/**
 * A new-development community opens at every 200th listing (offset 96, so 8 in the default
 * 1,500): positions 96, 296 … of each chunk. Its owner is the chunk's owner of that slot
 * (96 / 8 = 12, 37, 62 …: a developer, see generateAccounts), and its 3 to 8 units take the
 * next positions, never reaching the next owner's own slot.
 */
export const COMMUNITY_EVERY = DEVELOPER_EVERY * LISTINGS_PER_OWNER;
export const COMMUNITY_OFFSET = DEVELOPER_OFFSET * LISTINGS_PER_OWNER;
const isCommunityStart = (index: number) => index % COMMUNITY_EVERY === COMMUNITY_OFFSET;

const FEATURED_DEMO_CITIES: DemoCity[] = FEATURED_CITIES.map(({ city, state }) => {
  const found = findDemoCity(city, state);
  if (!found) throw new Error(`featured city ${city}, ${state} is missing from the demo cities`);
  return found;
});

export type DemoDataOptions = {
  /** How many listings in the whole data set. */
  listings: number;
  seed: number;
  /** Published dates fall within 120 days before this instant. */
  referenceDate: Date;
};

/**
 * One chunk: its owners, communities and listings. The first chunk also carries the data set's
 * escrow and title company accounts, which listings in every chunk name as contacts, and the
 * directory's service providers.
 */
export type DemoChunk = {
  index: number;
  companies: DemoAccount[];
  providers: DemoServiceProviders | null;
  accounts: DemoAccount[];
  communities: DemoCommunity[];
  listings: DemoListing[];
};

/** The demo listing key: what marks a row as demo data (see resetDemo). */
export function demoListingKey(seed: number, index: number): string {
  return `demo-${seed}-${String(index + 1).padStart(7, '0')}`;
}

export type GenerateListingsOptions = {
  owners: readonly DemoAccount[];
  /** Escrow and title companies listings may name (demo accounts). */
  companies?: readonly DemoCompany[];
  referenceDate: Date;
  /** Position of the first listing in the whole data set (drives the guarantees and keys). */
  firstIndex?: number;
  /** Set for demo data: listing keys become `demo-<seed>-<n>`. */
  seed?: number;
};

/**
 * `count` listings owned by `owners`, and the communities among them. Owner k gets listing
 * k × 8 (so, with ceil(count / 8) owners, every owner holds one); the others go to owners
 * already seen, skewed toward the first few, the way busy agents hold many listings. Who owns
 * listing i depends only on i, never on `count`. Data-set positions 0..8 land in the spec's
 * featured cities, 0..11 are featured; a community opens at positions 96, 296 … (see above).
 */
export function generateListings(
  count: number,
  rng: Rng,
  options: GenerateListingsOptions,
): { listings: DemoListing[]; communities: DemoCommunity[] } {
  const { owners } = options;
  if (owners.length === 0) throw new Error('listings need at least one owner');
  const first = options.firstIndex ?? 0;
  const key = (index: number) => (options.seed === undefined ? null : demoListingKey(options.seed, index));
  const listings: DemoListing[] = [];
  const communities: DemoCommunity[] = [];
  for (let i = 0; i < count;) {
    const index = first + i;
    const slot = Math.floor(i / LISTINGS_PER_OWNER);
    const developer = owners[slot];
    if (isCommunityStart(index) && developer && professionOf(developer) === 'developer') {
      const made = generateCommunity(rng, {
        ownerId: developer.id,
        referenceDate: options.referenceDate,
        companies: options.companies ?? [],
        maxListings: count - i,
        listingKey: (k) => key(index + k),
      });
      communities.push(made.community);
      listings.push(...made.listings);
      i += made.listings.length;
      continue;
    }
    const seen = Math.min(owners.length, slot + 1);
    const owner = (
      i % LISTINGS_PER_OWNER === 0 && slot < owners.length ? owners[slot] : owners[Math.floor(rng.next() ** 2 * seen)]
    ) as DemoAccount;
    const featured = index < GUARANTEED_FEATURED ? true : undefined;
    const city = index < FEATURED_DEMO_CITIES.length ? FEATURED_DEMO_CITIES[index] : undefined;
    const profession = professionOf(owner);
    listings.push(
      generateListing(rng, {
        ownerId: owner.id,
        referenceDate: options.referenceDate,
        listingKey: key(index),
        ...(options.companies ? { companies: options.companies } : {}),
        ...(profession ? { ownerProfession: profession } : {}),
        ...(featured ? { featured } : {}),
        ...(city ? { city } : {}),
      }),
    );
    i += 1;
  }
  return { listings, communities };
}

/** How many chunks a data set of `listings` has. */
export function demoChunkCount(listings: number): number {
  return Math.ceil(listings / DEMO_CHUNK_SIZE);
}

/**
 * Chunk `index` of the data set: its owners and their listings. Each chunk has its own random
 * streams (derived from the seed and the chunk index; one for owners, one for listings), so
 * chunks can be generated and inserted in any order, or in parallel, and still be identical.
 */
export function generateDemoChunk(options: DemoDataOptions, index: number): DemoChunk {
  const firstListing = index * DEMO_CHUNK_SIZE;
  const count = Math.min(DEMO_CHUNK_SIZE, options.listings - firstListing);
  if (count <= 0) return { index, companies: [], providers: null, accounts: [], communities: [], listings: [] };
  const closing = demoCompanies(options.seed, options.referenceDate);
  const accounts = generateAccounts(Math.ceil(count / LISTINGS_PER_OWNER), createRng(options.seed, index * 2), {
    firstIndex: index * (DEMO_CHUNK_SIZE / LISTINGS_PER_OWNER),
    referenceDate: options.referenceDate,
  });
  const { listings, communities } = generateListings(count, createRng(options.seed, index * 2 + 1), {
    owners: accounts,
    companies: closing.companies,
    referenceDate: options.referenceDate,
    firstIndex: firstListing,
    seed: options.seed,
  });
  const first = index === 0;
  return {
    index,
    companies: first ? closing.accounts : [],
    providers: first ? generateServiceProviders(options.seed, options.referenceDate) : null,
    accounts,
    communities,
    listings,
  };
}

/** The whole data set, chunk by chunk, without holding it all in memory. */
export function* generateDemoData(options: DemoDataOptions): Generator<DemoChunk> {
  for (let i = 0; i < demoChunkCount(options.listings); i++) yield generateDemoChunk(options, i);
}
