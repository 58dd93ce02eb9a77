import { defineConfig } from 'vitest/config';

/**
 * One Vitest run: the shared package, the server, and the web app (as two projects, see
 * apps/web/test/vitest-project.ts).
 */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web/vitest.config.ts', 'apps/web/vitest.isolated.config.ts'],
  },
});
