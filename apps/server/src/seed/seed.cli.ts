/**
 * `npm run seed -- --listings N [--seed S] [--reset]`: inserts the deterministic demo data set
 * into the configured database (PGlite under DATA_DIR, or DATABASE_URL), after migrating it.
 * `npm run seed -- --listhub-sample <path> [--listhub-count N]` instead writes a sample ListHub
 * feed whose agents are the demo's agents, for an admin to import (decision 068).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { DEFAULT_DEMO, countDemoListings, resetDemo, seedDemo } from './demo';
import { writeListhubSample } from './listhub-sample-file';

const USAGE = 'Usage: npm run seed -- [--listings N] [--seed S] [--reset] | --listhub-sample <path> [--listhub-count N]';

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, got "${value}".\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'listhub-sample': { type: 'string' },
    'listhub-count': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const listings = wholeNumber('listings', values.listings, DEFAULT_DEMO.listings);
const seed = wholeNumber('seed', values.seed, DEFAULT_DEMO.seed);

const config = loadConfig();
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)}s`;
const database = await openDatabase(config);
const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;

try {
  await runMigrations(database);
  const samplePath = values['listhub-sample'];
  if (samplePath) {
    const count = wholeNumber('listhub-count', values['listhub-count'], 300);
    const written = await writeListhubSample(database.db, samplePath, { count, seed, publicUrl: config.publicUrl });
    console.log(
      `Wrote a ListHub feed of ${count} listings (${written.broken} broken on purpose) by ${written.agents} demo agents to ${samplePath}.`,
    );
  } else {
    const existing = await countDemoListings(database.db);
    if (existing > 0 && !values.reset) {
      console.error(`${where} already holds ${existing.toLocaleString('en-US')} demo listings; run with --reset to replace them.`);
      process.exitCode = 1;
    } else {
      if (values.reset) {
        const resetStarted = performance.now();
        const removed = await resetDemo(database.db);
        console.log(
          `Removed ${removed.listings.toLocaleString('en-US')} demo listings, ${removed.communities.toLocaleString('en-US')} communities and ${removed.accounts.toLocaleString('en-US')} demo accounts in ${seconds(resetStarted)}.`,
        );
      }
      console.log(`Seeding ${listings.toLocaleString('en-US')} listings (seed ${seed}) into ${where}...`);
      const seedStarted = performance.now();
      let nextReport = 10;
      const result = await seedDemo(database.db, {
        listings,
        seed,
        // Parallel chunks only pay off with a connection pool; PGlite has a single connection.
        concurrency: database.kind === 'postgres' ? 4 : 1,
        onProgress: (done, total) => {
          const percent = Math.floor((done / total) * 100);
          if (percent < nextReport) return;
          console.log(`  ${percent}%  ${done.toLocaleString('en-US')} listings  ${seconds(seedStarted)}`);
          nextReport = Math.floor(percent / 10) * 10 + 10;
          if (done === total) console.log('  Counting the map cells: one pass over every listing...');
        },
      });
      console.log(
        `Inserted ${result.listings.toLocaleString('en-US')} listings, ${result.communities.toLocaleString('en-US')} communities and ${result.accounts.toLocaleString('en-US')} accounts in ${seconds(seedStarted)}.`,
      );
    }
  }
} catch (err) {
  // Query errors carry the whole 1.5 MB JSON parameter; the cause is what a person needs.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  console.error(`Seeding failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  process.exitCode = 1;
} finally {
  // Also after a failure: PGlite shuts down cleanly and the pg pool lets the process exit.
  await database.close();
}
if (!process.exitCode) console.log(`Done in ${seconds(started)} (open, migrate, seed, close).`);
