import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

const WEB_ROOT = path.resolve(import.meta.dirname, '..');
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock)\(/;

/** Test files (relative to apps/web) that replace modules with vi.mock or vi.doMock. */
export function filesThatMockModules(): string[] {
  return ['src', 'build']
    .flatMap((folder) =>
      fs.readdirSync(path.join(WEB_ROOT, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
    )
    .filter((file) => TEST_FILE.test(file) && REPLACES_MODULES.test(fs.readFileSync(path.join(WEB_ROOT, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * The web tests run as two projects. Most files share one module graph per worker
 * (isolate: false): React, the router and the four catalogs are imported once per worker
 * instead of once per file, which is most of the suite's time. A file that replaces
 * modules with vi.mock would leak its fakes into the files after it, so those run
 * isolated, each in a fresh module graph.
 */
export function webProject(kind: 'shared-modules' | 'isolated') {
  const mocking = filesThatMockModules();
  const isolated = kind === 'isolated';
  return defineProject({
    plugins: [react()],
    test: {
      name: isolated ? 'web-isolated' : 'web',
      include: isolated ? mocking : ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...mocking],
      isolate: isolated,
      environment: 'jsdom',
      setupFiles: ['test/setup.ts'],
      // See test/setup.ts: page tests need room on a busy machine.
      testTimeout: 20_000,
    },
  });
}
