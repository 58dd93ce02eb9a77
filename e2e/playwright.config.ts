import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/chromium-path.mjs';
import { freePortSync } from './support/free-port';

// The config is evaluated in the runner and again in each worker; the first evaluation picks
// the port and data dir and passes them on through the environment.
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tn-e2e-'));
process.env.E2E_TRANSLATE_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
const translateUrl = `http://127.0.0.1:${process.env.E2E_TRANSLATE_PORT}`;
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

/** End-to-end journeys against the production build, in the system Chromium's headless shell. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers keep both cores busy, nearly all of it in the browsers (decision 011): more workers
  // only queue for the cores (four took 9.0 min against 8.6, and timed one journey out).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The translator messages go through (support/translate-peer.mjs, LibreTranslate's API).
      command: `node ${path.join(root, 'e2e/support/translate-peer.mjs')}`,
      url: `${translateUrl}/languages`,
      timeout: 10_000,
      reuseExistingServer: false,
      env: { PORT: String(process.env.E2E_TRANSLATE_PORT) },
    },
    {
      command: `node ${path.join(root, 'apps/server/dist/main.js')}`,
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The production build, run as a development deployment so the dev mailbox (/dev/mail) exists:
      // the journeys read verification links and temporary passwords from it, as a demo user would.
      env: {
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        // As behind a load balancer: the journeys' API sign-ups each come from an address of their own.
        TRUST_PROXY: 'loopback',
        // The admin the journeys sign in as (support/accounts.ts E2E_ADMIN_EMAIL).
        ADMIN_EMAILS: 'e2e.admin@example.com',
        TRANSLATE_URL: translateUrl,
      },
    },
  ],
});
