import { defineConfig } from 'vitest/config';

/** One Vitest run, three projects: the shared package, the server, the web app. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
