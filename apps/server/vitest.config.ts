import { defineProject } from 'vitest/config';

/**
 * Server suites: each test file gets a fresh, migrated database (PGlite from a migrated
 * template; real PostgreSQL when TEST_DATABASE_URL is set). See test/database.ts.
 *
 * Files share one module graph per worker (isolate: false): the app's modules are imported
 * once per worker instead of once per file (about 4 s a file), so the suite takes about 4.5
 * minutes on PGlite instead of 6.7, and 2.5 instead of 9.6 on PostgreSQL. What a file builds
 * (its app, database, Redis clients) is its own and closed after it; nothing here mocks modules.
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
