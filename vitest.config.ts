import { defineConfig } from 'vitest/config';

/**
 * One Vitest run: the shared package, the server, and the web app (as two projects, see
 * apps/web/test/vitest-project.ts).
 */
export default defineConfig({
  test: {
    // Every core: Vitest's default for a run is one worker fewer than the cores, which on a
    // 2-core machine (CI's) is a single worker, and left one core idle for half the run.
    maxWorkers: '100%',
    projects: ['packages/shared', 'apps/server', 'apps/web/vitest.config.ts', 'apps/web/vitest.isolated.config.ts'],
  },
});
