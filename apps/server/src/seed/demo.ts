import { count, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { accounts, communities, listings, memberships, professionalProfiles, serviceAreas } from '../db/schema/index';
import { deferMapCells, recountMapCells } from '../modules/search/index';
import { bulkInsert } from './bulk-insert';
import { DEMO_COMPANY_EMAIL_SQL } from './demo-companies';
import { DEMO_PROVIDER_EMAIL_SQL } from './demo-service-providers';
import { demoProfessionalProfiles } from './demo-professionals';
import { demoChunkCount, generateDemoChunk, type DemoChunk, type DemoDataOptions } from './demo-data';

/** The data set a fresh install starts with: big enough to browse, a second or two to insert. */
export const DEFAULT_DEMO = { listings: 1500, seed: 42 } as const;

/** Demo listings carry a `demo-` listing key; nothing else writes one (see demoListingKey). */
const isDemoListing = like(listings.listingKey, 'demo-%');
// Any constant works; it only has to be the same on every node (pg_advisory_xact_lock(bigint)).
const SEED_LOCK_KEY = 7_301_420_042;

export type SeedDemoOptions = Partial<DemoDataOptions> & {
  /** Called after each inserted chunk with the running total. */
  onProgress?: (insertedListings: number, totalListings: number) => void;
  /** Chunks inserted at once; more than 1 only helps on PostgreSQL (PGlite has one connection). */
  concurrency?: number;
};

export type SeedDemoResult = { accounts: number; communities: number; listings: number };

async function insertChunk(db: DbOrTx, chunk: DemoChunk) {
  // One transaction per chunk: a failed run leaves whole chunks, never an owner without listings.
  await db.transaction(async (tx) => {
    await deferMapCells(tx);
    await bulkInsert(tx, accounts, [...chunk.companies, ...chunk.accounts]);
    await bulkInsert(tx, professionalProfiles, demoProfessionalProfiles([...chunk.companies, ...chunk.accounts]));
    await bulkInsert(tx, communities, chunk.communities);
    await bulkInsert(tx, listings, chunk.listings);
    if (chunk.providers) {
      await bulkInsert(tx, accounts, chunk.providers.accounts);
      await bulkInsert(tx, professionalProfiles, chunk.providers.profiles);
      await bulkInsert(tx, memberships, chunk.providers.memberships);
      await bulkInsert(tx, serviceAreas, chunk.providers.serviceAreas);
    }
  });
}

/**
 * Inserts the deterministic demo data set (owners, escrow and title companies, communities and
 * listings) in chunks of 1,000 listings: one INSERT per table per chunk, one transaction per chunk,
 * then counts the map cells once (map-cells-recount.ts). The same options always give the same
 * rows, ids included (the reference date moves the dates only).
 */
export async function seedDemo(db: DbOrTx, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const data: DemoDataOptions = {
    listings: options.listings ?? DEFAULT_DEMO.listings,
    seed: options.seed ?? DEFAULT_DEMO.seed,
    referenceDate: options.referenceDate ?? new Date(),
  };
  const chunks = demoChunkCount(data.listings);
  const result: SeedDemoResult = { accounts: 0, communities: 0, listings: 0 };
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    // After one chunk fails the other workers stop taking new ones, so the error surfaces promptly.
    while (next < chunks && failure === undefined) {
      const chunk = generateDemoChunk(data, next++);
      try {
        await insertChunk(db, chunk);
      } catch (err) {
        failure ??= err;
        return;
      }
      result.accounts += chunk.companies.length + chunk.accounts.length + (chunk.providers?.accounts.length ?? 0);
      result.communities += chunk.communities.length;
      result.listings += chunk.listings.length;
      options.onProgress?.(result.listings, data.listings);
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 1, chunks));
  await Promise.all(Array.from({ length: workers }, worker));
  // The map cells are counted once, for every listing, even after a failed chunk.
  await recountMapCells(db);
  if (failure !== undefined) throw failure;
  // Fresh statistics, so the planner does not treat the bulk-loaded tables as empty
  // (PGlite has no autovacuum to do it later).
  await db.execute(sql`analyze accounts, communities, listings`);
  return result;
}

/**
 * Seeds the demo data set when the database holds no listings yet (first start); otherwise
 * leaves everything as it is, so a restart keeps the data. Safe when several nodes start at once.
 */
export async function seedDemoIfEmpty(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const [existing] = await tx.select({ id: listings.id }).from(listings).limit(1);
    if (existing) return;
    await seedDemo(tx, DEFAULT_DEMO);
  });
}

/** How many demo listings the database holds. */
export async function countDemoListings(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(isDemoListing);
  return row?.n ?? 0;
}

/**
 * Deletes the demo data: demo listings, the demo owners who held them with their communities,
 * the demo escrow and title companies, and the directory's demo providers (their profiles,
 * memberships and service areas go with their accounts). Real accounts and listings are never touched (a
 * demo owner also has an address at an example.* domain; a demo company's officer one of the
 * demo company pattern, see demo-companies.ts).
 */
export async function resetDemo(db: DbOrTx): Promise<SeedDemoResult> {
  // One statement, owners collected from the deleted rows: a join planned before the freshly
  // loaded tables have statistics could otherwise rescan the listings once per owner.
  const result = await db.execute(sql`
    with gone as (delete from listings where listing_key like 'demo-%' returning owner_id),
    demo_owners as (select distinct owner_id from gone),
    gone_communities as (delete from communities c using demo_owners g where c.owner_id = g.owner_id returning c.id),
    owners as (
      delete from accounts a using demo_owners g
      where a.id = g.owner_id and a.email like '%@example.%'
      returning a.id
    ),
    companies as (
      delete from accounts a
      where a.email ~ ${DEMO_COMPANY_EMAIL_SQL} and a.professional_info->>'profession' in ('escrow-officer', 'title-officer')
      returning a.id
    ),
    providers as (delete from accounts a where a.email ~ ${DEMO_PROVIDER_EMAIL_SQL} returning a.id)
    select (select count(*) from gone)::int as listings, (select count(*) from gone_communities)::int as communities,
      ((select count(*) from owners) + (select count(*) from companies) + (select count(*) from providers))::int as accounts`);
  // PGlite and node-postgres both answer with `{ rows }`; the shared Db type leaves it unknown.
  const [row] = (result as unknown as { rows: { listings: number; communities: number; accounts: number }[] }).rows;
  return { listings: row?.listings ?? 0, communities: row?.communities ?? 0, accounts: row?.accounts ?? 0 };
}
