import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Page-weight measurements (`npm run budget -w e2e`): the journeys' server and browser, other tests. */
export default defineConfig({ ...base, testDir: './budget', testMatch: '**/*.budget.ts', workers: 1 });
