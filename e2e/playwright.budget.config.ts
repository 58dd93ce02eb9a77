import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Page-weight measurements (`npm run budget -w e2e`): the journeys' server and browser, other tests. */
// Three pages opened one after the other, each in a fresh context: three minutes on a loaded machine.
export default defineConfig({ ...base, testDir: './budget', testMatch: '**/*.budget.ts', workers: 1, timeout: 180_000 });
