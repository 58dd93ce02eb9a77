import { defineProject } from 'vitest/config';

/**
 * Server suites: each test file gets a fresh, migrated database (PGlite from a migrated
 * template; real PostgreSQL when TEST_DATABASE_URL is set). See test/database.ts.
 */
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
