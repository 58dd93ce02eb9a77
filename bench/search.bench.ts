/**
 * Search at scale: a fixed mix of realistic searches through the real HTTP API (a listening
 * server, driven by fetch from this process over loopback), next to the same searches run
 * straight against the database with the SQL the search module builds.
 *
 *   npm run bench:search -w bench                                   # PGlite in memory, 100,000 listings
 *   BENCH_DATA_DIR=/tmp/search-pglite npm run bench:search -w bench # PGlite on disk: seeded once, reused
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/search_bench BENCH_LISTINGS=1000000 npm run bench:search -w bench
 *   BENCH_EXPLAIN=1 ...                                             # also print EXPLAIN ANALYZE of each query
 *   BENCH_ONLY=map: ...                                             # only the searches whose name contains "map:"
 *
 * The database is migrated, and (re)seeded with the deterministic demo data set when it holds
 * fewer demo listings than BENCH_LISTINGS. Prints p50/p95/p99 and requests per second per search.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_SORT } from '@app/shared/constants/search';
import { SEARCH_TOTAL_CAP, WORD_SEARCH_TOTAL_CAP, type TSearchCriteria } from '@app/shared/search/search.schema';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { countDemoListings, resetDemo, seedDemo } from '../apps/server/src/seed/demo';
import { bandReadingOf } from '../apps/server/src/modules/search/band-reading';
import { findStoredClusters, priceBandPopulations } from '../apps/server/src/modules/search/map-cells.repo';
import { clusterCellDegrees, mapPlanned, MAX_MAP_POINTS, storedLevelFor } from '../apps/server/src/modules/search/search-map.service';
import { findCountedPageIds, findMapCells, findSearchPageIds, searchCountQuery } from '../apps/server/src/modules/search/search.repo';
import { readsEveryMatch, relevancePageReach, searchPlanned } from '../apps/server/src/modules/search/search.service';
import { dayNumber } from '../apps/server/src/modules/search/search-filters.repo';
import { priceBandSpans } from '../apps/server/src/modules/search/word-search';
import { titleDoesNotSayIt } from '../apps/server/src/modules/search/word-search.repo';
import { planSearch } from '../apps/server/src/modules/search/search-plan';
import { yardstickLine } from './yardstick';

const listings = Number(process.env.BENCH_LISTINGS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
/** The raw SQL runs as long as HTTP does, and at least this many times, so both percentiles rest on many samples. */
const rawRuns = Number(process.env.BENCH_RAW_RUNS ?? 40);
const explain = process.env.BENCH_EXPLAIN === '1';
/** Only the searches whose name contains this text (all when unset). */
const only = process.env.BENCH_ONLY ?? '';

type Scenario =
  | { name: string; kind: 'list'; criteria: TSearchCriteria; pageNo?: number }
  | {
      name: string;
      kind: 'map';
      criteria: TSearchCriteria;
      bounds: { south: number; west: number; north: number; east: number };
      zoom: number;
    };

/** What people search: a city with price, beds and a sort; a ZIP; words; a state's deep pages; the map. */
const ALL_SCENARIOS: Scenario[] = [
  {
    name: 'city + price + beds, price low-high',
    kind: 'list',
    criteria: { searchThis: 'Austin, TX', priceMin: 300_000, priceMax: 900_000, beds: '3', sort: 'price-low-high' },
  },
  { name: 'biggest city, relevance', kind: 'list', criteria: { searchThis: 'Los Angeles, CA' } },
  {
    name: 'city + type + features, newest',
    kind: 'list',
    criteria: { searchThis: 'Chicago, IL', searchPropertyType: 'condo', features: ['fitness-center'], sort: 'most-recent' },
  },
  { name: 'ZIP radius, relevance', kind: 'list', criteria: { searchThis: '78704' } },
  { name: 'ZIP 5 mi + beds + price', kind: 'list', criteria: { searchThis: '60614', radiusMiles: 5, beds: '2', priceMax: 700_000 } },
  { name: 'text, relevance', kind: 'list', criteria: { searchThis: 'craftsman porch' } },
  { name: 'text, a few a day', kind: 'list', criteria: { searchThis: 'porch pool' } },
  { name: 'text in a tenth of listings', kind: 'list', criteria: { searchThis: 'hardwood floors' } },
  { name: 'text in a tenth, price low-high', kind: 'list', criteria: { searchThis: 'hardwood floors', sort: 'price-low-high' } },
  { name: 'text in a tenth, price high-low', kind: 'list', criteria: { searchThis: 'hardwood floors', sort: 'price-high-low' } },
  { name: 'state, price high-low', kind: 'list', criteria: { searchThis: 'California', sort: 'price-high-low' } },
  { name: 'state, newest, page 400', kind: 'list', criteria: { searchThis: 'Texas', sort: 'most-recent' }, pageNo: 400 },
  { name: 'everything, listed past 30 days', kind: 'list', criteria: { listedWithin: 'past-30-days' } },
  {
    name: 'map: city at zoom 12',
    kind: 'map',
    criteria: { beds: '3' },
    bounds: { south: 30.18, west: -97.86, north: 30.36, east: -97.62 },
    zoom: 12,
  },
  { name: 'map: the US at zoom 4', kind: 'map', criteria: {}, bounds: { south: 24, west: -125, north: 50, east: -66 }, zoom: 4 },
  {
    name: 'map: the US at zoom 4, condos',
    kind: 'map',
    criteria: { searchPropertyType: 'condo' },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  { name: 'map: the Northeast at zoom 7', kind: 'map', criteria: {}, bounds: { south: 38.5, west: -80, north: 43.5, east: -69 }, zoom: 7 },
  {
    name: 'map: the US at zoom 4, 3 beds',
    kind: 'map',
    criteria: { beds: '3' },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, under $400k',
    kind: 'map',
    criteria: { priceMax: 400_000 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, $333k-$444k',
    kind: 'map',
    criteria: { priceMin: 333_000, priceMax: 444_000 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, 2 baths',
    kind: 'map',
    criteria: { baths: '2' },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, listed past 30 days',
    kind: 'map',
    criteria: { listedWithin: 'past-30-days' },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, listed past 60 days',
    kind: 'map',
    criteria: { listedWithin: 'past-60-days' },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, 2,000+ sq ft',
    kind: 'map',
    criteria: { sizeMin: 2000 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, 1,234-2,345 sq ft',
    kind: 'map',
    criteria: { sizeMin: 1234, sizeMax: 2345 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, lot 1/4 acre+',
    kind: 'map',
    criteria: { lotMin: 10_890 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, built 2000+',
    kind: 'map',
    criteria: { yearMin: 2000 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, a pool',
    kind: 'map',
    criteria: { features: ['pool'] },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, a pool and a gym',
    kind: 'map',
    criteria: { features: ['pool', 'fitness-center'] },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the US at zoom 4, 3 beds, under $400k, 2000+',
    kind: 'map',
    criteria: { beds: '3', priceMax: 400_000, yearMin: 2000 },
    bounds: { south: 24, west: -125, north: 50, east: -66 },
    zoom: 4,
  },
  {
    name: 'map: the Northeast at zoom 7, past 30 days, 3 beds',
    kind: 'map',
    criteria: { listedWithin: 'past-30-days', beds: '3' },
    bounds: { south: 38.5, west: -80, north: 43.5, east: -69 },
    zoom: 7,
  },
  {
    name: 'map: the Northeast at zoom 7, $500k+, 3 beds',
    kind: 'map',
    criteria: { priceMin: 500_000, beds: '3' },
    bounds: { south: 38.5, west: -80, north: 43.5, east: -69 },
    zoom: 7,
  },
];
const SCENARIOS = ALL_SCENARIOS.filter((scenario) => scenario.name.includes(only));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function stats(samples: number[], elapsedMs: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: (samples.length / elapsedMs) * 1000,
    n: samples.length,
  };
}

const requestOf = (scenario: Scenario) =>
  scenario.kind === 'list'
    ? { path: `/api/v1/properties/search?pageNo=${scenario.pageNo ?? 1}`, body: scenario.criteria }
    : { path: '/api/v1/properties/search/map', body: { criteria: scenario.criteria, bounds: scenario.bounds, zoom: scenario.zoom } };

/** One keep-alive connection per client, as a browser holds one to the API. */
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** POSTs the JSON body and reads the whole answer: the status and the time from send to the last byte. */
function post(url: string, body: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function overHttpOnce(base: string, scenario: Scenario) {
  const { path, body } = requestOf(scenario);
  const { status } = await post(base + path, JSON.stringify(body));
  if (status !== 200) throw new Error(`${scenario.name}: HTTP ${status}`);
}

/** `connections` clients send the request back to back for `seconds`; every latency is kept. */
async function overHttp(base: string, scenario: Scenario) {
  const { path, body } = requestOf(scenario);
  const json = JSON.stringify(body);
  const samples: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const { status, ms } = await post(base + path, json);
      if (status === 200) samples.push(ms);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return { ...stats(samples, performance.now() - started), errors };
}

/** The same search run straight through the module's SQL (no HTTP, no validation, no JSON). */
async function direct(db: Db, scenario: Scenario) {
  const plan = planSearch(scenario.criteria, null);
  return scenario.kind === 'list'
    ? searchPlanned(db, plan, { pageNo: scenario.pageNo ?? 1, page: 10 })
    : mapPlanned(db, plan, scenario.bounds, scenario.zoom);
}

async function overSql(db: Db, scenario: Scenario) {
  const samples: number[] = [];
  await direct(db, scenario);
  const started = performance.now();
  const until = started + seconds * 1000;
  while (samples.length < rawRuns || performance.now() < until) {
    const t = performance.now();
    await direct(db, scenario);
    samples.push(performance.now() - t);
  }
  return stats(samples, performance.now() - started);
}

async function explainAnalyze(db: Db, label: string, query: SQLWrapper) {
  const result = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`);
  const rows = (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
  console.info(`\n-- ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}

async function explainScenario(db: Db, scenario: Scenario) {
  const plan = planSearch(scenario.criteria, null);
  if (scenario.kind === 'map') {
    const level = storedLevelFor(plan, scenario.zoom);
    const clusters =
      level === null
        ? findMapCells(db, plan, scenario.bounds, clusterCellDegrees(scenario.zoom), MAX_MAP_POINTS)
        : findStoredClusters(db, plan, await bandReadingOf(db, plan), scenario.bounds, level, scenario.zoom, MAX_MAP_POINTS);
    await explainAnalyze(db, `${scenario.name}: clusters${level === null ? '' : ` from the stored cells of level ${level}`}`, clusters);
    return;
  }
  const pageNo = scenario.pageNo ?? 1;
  const page = { sort: scenario.criteria.sort ?? DEFAULT_SORT, limit: 10, offset: (pageNo - 1) * 10 };
  if (plan.text && (page.sort === 'relevance' || page.sort === 'most-recent')) {
    // The first span of the walk (word-search.ts): today's matches, counted and paged.
    const today = { ...plan, days: { from: dayNumber(plan.now), to: dayNumber(plan.now) } };
    await explainAnalyze(
      db,
      `${scenario.name}: count, today's span (the walk goes on while short of ${WORD_SEARCH_TOTAL_CAP})`,
      searchCountQuery(db, today, WORD_SEARCH_TOTAL_CAP),
    );
    await explainAnalyze(
      db,
      `${scenario.name}: page ${pageNo}, today's span, title does not say the words`,
      findSearchPageIds(db, today, { sort: 'most-recent', limit: page.offset + page.limit, offset: 0 }, [titleDoesNotSayIt(plan)]),
    );
    return;
  }
  if (plan.text && (page.sort === 'price-low-high' || page.sort === 'price-high-low')) {
    // The first span of price bands the walk reads (word-search.ts), after counting as above.
    const [first = []] = priceBandSpans(await priceBandPopulations(db), page.sort);
    await explainAnalyze(
      db,
      `${scenario.name}: page ${pageNo}, the first span of price bands (${first.map((band) => band ?? 'no price').join(', ')})`,
      findSearchPageIds(db, { ...plan, priceBands: first }, { ...page, limit: page.offset + page.limit, offset: 0 }),
    );
    return;
  }
  const reach = page.sort === 'relevance' ? await relevancePageReach(db, plan, page.offset + page.limit) : null;
  if (reach) {
    await explainAnalyze(db, `${scenario.name}: count (capped at ${SEARCH_TOTAL_CAP})`, searchCountQuery(db, plan, SEARCH_TOTAL_CAP));
    await explainAnalyze(
      db,
      `${scenario.name}: page ${pageNo} within the reach of the best scores near the centre`,
      findSearchPageIds(db, plan, page, reach),
    );
    return;
  }
  if (readsEveryMatch(plan, page.sort)) {
    await explainAnalyze(db, `${scenario.name}: page ${pageNo} with the count`, findCountedPageIds(db, plan, page));
    return;
  }
  await explainAnalyze(db, `${scenario.name}: count (capped at ${SEARCH_TOTAL_CAP})`, searchCountQuery(db, plan, SEARCH_TOTAL_CAP));
  await explainAnalyze(db, `${scenario.name}: page ${pageNo}`, findSearchPageIds(db, plan, page));
}

const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: process.env.BENCH_DATA_DIR ?? ':memory:' };
const config = { ...loadConfig(env), logLevel: 'silent' };
const database = await openDatabase(config);
await runMigrations(database);
const existing = await countDemoListings(database.db);
if (existing < listings) {
  const started = performance.now();
  if (existing > 0) await resetDemo(database.db);
  await seedDemo(database.db, { listings, seed: 42, concurrency: database.kind === 'postgres' ? 4 : 1 });
  console.info(`seeded ${listings.toLocaleString('en-US')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // The seed writes listings in random date order. A live table fills as listings are
  // published, newest last, so the rows of a day lie together, which word searches read day by
  // day (bench/README.md, fifth pass): put the rows in that order, as after a bulk import.
  await database.db.execute(sql`create index listings_bench_published on listings (published_at)`);
  await database.db.execute(sql`cluster listings using listings_bench_published`);
  await database.db.execute(sql`drop index listings_bench_published`);
}
// Index-only scans need the visibility map, and the map cells the dead row versions of the
// seed's updates cleared; PGlite has no autovacuum to do either after a bulk load.
for (const table of ['listings', 'listing_map_cells', 'listing_map_range_cells'])
  await database.db.execute(sql`vacuum analyze ${sql.identifier(table)}`);

const app = await buildApp(config, { database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const db = database.db;

const size = Math.max(existing, listings).toLocaleString('en-US');
console.info(
  `\n${database.kind}, ${size} demo listings; HTTP: ${connections} connection(s), ${seconds} s per search; SQL: as long, at least ${rawRuns} runs`,
);
console.info(`${yardstickLine()}\n`);
const ms = (n: number) => n.toFixed(1).padStart(7);
console.info(
  'search'.padEnd(36),
  'matches'.padStart(8),
  '| http p50'.padStart(10),
  'p95'.padStart(7),
  'p99'.padStart(7),
  'req/s'.padStart(7),
  '| sql p50'.padStart(9),
  'p95'.padStart(7),
  '| http/sql p95',
);
// One pass first: the gazetteer index builds on first use, and the JIT warms up.
for (const scenario of SCENARIOS) await overHttpOnce(base, scenario);
for (const scenario of SCENARIOS) {
  const answer = await direct(db, scenario);
  const http = await overHttp(base, scenario);
  const raw = await overSql(db, scenario);
  console.info(
    scenario.name.padEnd(36),
    String(answer.total).padStart(8),
    `|${ms(http.p50)}`.padStart(10),
    ms(http.p95),
    ms(http.p99),
    http.rps.toFixed(0).padStart(7),
    `|${ms(raw.p50)}`.padStart(9),
    ms(raw.p95),
    `| ${(http.p95 / raw.p95).toFixed(2)}x${http.errors ? `  (${http.errors} errors)` : ''}`,
  );
}

if (explain) for (const scenario of SCENARIOS) await explainScenario(db, scenario);

await app.close();
await database.close();
