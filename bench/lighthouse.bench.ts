/**
 * Lighthouse 12 on the production build (`npm run bench:lighthouse -w bench`): home, Results, a property
 * page and the listing wizard (signed in as a verified account), mobile and desktop, each printed with
 * its four category scores and its cumulative layout shift against issue 24's targets. Builds first
 * unless LH_SKIP_BUILD=1; starts the built server as the journeys do (a development deployment, so
 * the demo data is seeded and the dev mailbox verifies the account), on a fresh data folder.
 * Performance scores are timings: they belong here, never in CI. The machine's load average is
 * printed with them. Options: CHROMIUM_PATH (/usr/bin/chromium), LH_RUNS (1 run per page and form
 * factor; with more, the median performance run is kept), LH_PAGES (e.g. "home,property"), LH_DETAIL=1 (the failing binary audits, the main
 * thread's time by kind and the scripts costing most), LH_SAVE=<folder> (each run's whole report, as JSON).
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as const;
const CLS_TARGET = 0.1;
const CLIENT = { 'x-requested-with': 'fetch', 'content-type': 'application/json' };

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

if (process.env.LH_SKIP_BUILD !== '1') execSync('npm run build', { cwd: root, stdio: 'inherit' });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let exited: number | null = null;
server.on('exit', (code) => {
  exited = code ?? 0;
});
const stop = () => {
  if (exited === null) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let waited = 0; ; waited += 1) {
  if (exited !== null) throw new Error(`the server stopped (exit code ${exited})`);
  const ready = await fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  if (waited > 600) throw new Error('the server was not ready within 10 minutes');
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** A verified account's session cookie (sign-up, the mailed link from the dev mailbox, log in). */
async function verifiedSession(): Promise<string> {
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = Buffer.from('Harbor-View-58').toString('base64');
  const register = await fetch(`${base}/api/v1/account/register`, {
    method: 'POST',
    headers: CLIENT,
    body: JSON.stringify({ email, password, accountType: 'individual', name: { firstName: 'Ada', lastName: 'Okafor' } }),
  });
  if (register.status !== 201) throw new Error(`sign-up answered ${register.status}`);
  for (let tries = 0; tries < 60; tries += 1) {
    const mails = (await (await fetch(`${base}/api/v1/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
      data: Array<{ template: string | null; text: string }>;
    };
    const mail = mails.data.find((m) => m.template === 'verify-email');
    const token = mail && new RegExp(`${base}/verification/([^\\s)"'<>]+)`).exec(mail.text)?.[1];
    if (token) {
      // A JSON POST needs a body ({}): without one the server refuses it and the account stays unverified
      // (the wizard would then send Lighthouse home with the "verify your account" popup).
      const verify = await fetch(`${base}/api/v1/account/verify/${token}`, { method: 'POST', headers: CLIENT, body: '{}' });
      if (!verify.ok) throw new Error(`verifying answered ${verify.status}`);
      const login = await fetch(`${base}/api/v1/account/login`, {
        method: 'POST',
        headers: CLIENT,
        body: JSON.stringify({ username: email, password }),
      });
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]);
      if (!login.ok || !cookie.length) throw new Error(`log in answered ${login.status}`);
      return cookie.join('; ');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no verification mail arrived');
}

const featured = (await (await fetch(`${base}/api/v1/properties/featured`)).json()) as { data: Array<{ _id: string }> };
const listingId = featured.data[0]?._id;
if (!listingId) throw new Error('no featured listing in the demo data');
const session = await verifiedSession();
const allPages = [
  { name: 'home', url: `${base}/` },
  { name: 'results', url: `${base}/results?searchThis=Austin%2C%20TX` },
  { name: 'property', url: `${base}/listings/${listingId}` },
  { name: 'wizard', url: `${base}/dashboard/listings/new`, cookie: session },
];
const wanted = process.env.LH_PAGES?.split(',');
const pages = allPages.filter((page) => !wanted || wanted.includes(page.name));
const runs = Number(process.env.LH_RUNS ?? 1);
const forms = (['mobile', 'desktop'] as const).filter((form) => !process.env.LH_FORMS || process.env.LH_FORMS.split(',').includes(form));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
type Row = {
  page: string;
  form: string;
  scores: Record<string, number>;
  cls: number;
  fcp: number;
  lcp: number;
  tbt: number;
  load: string;
  finished: boolean;
};
const rows: Row[] = [];
try {
  for (const page of pages) {
    for (const form of forms) {
      const results: Row[] = [];
      for (let run = 0; run < runs; run += 1) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        };
        const result = await lighthouse(page.url, flags, form === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`no Lighthouse result for ${page.name}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (process.env.LH_SAVE) {
          fs.mkdirSync(process.env.LH_SAVE, { recursive: true });
          fs.writeFileSync(path.join(process.env.LH_SAVE, `${page.name}-${form}-${run}.json`), JSON.stringify(result.lhr));
        }
        // A run Lighthouse could not finish scores 0: say why instead of printing the zeros alone.
        if (runtimeError) console.info(page.name, form, `Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}`);
        const scores = Object.fromEntries(Object.keys(TARGETS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
        const failing = Object.values(audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary' && !audit.id.startsWith('uses-'),
        );
        if (process.env.LH_DETAIL) {
          console.info(page.name, form, failing.map((audit) => audit.id).join(', '));
          for (const audit of failing) {
            const items = (audit.details as { items?: { node?: { snippet?: string; nodeLabel?: string } }[] } | undefined)?.items ?? [];
            for (const item of items.slice(0, 3))
              if (item.node) console.info(`  ${audit.id}: ${item.node.snippet ?? ''} (${item.node.nodeLabel ?? ''})`);
          }
          // Where the main thread's time went (what total blocking time is made of), and the scripts costing most.
          const breakdown = (audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] })?.items;
          const bootup = (audits['bootup-time']?.details as { items?: { url: string; scripting: number; scriptParseCompile: number }[] })
            ?.items;
          console.info('  main thread:', (breakdown ?? []).map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', '));
          for (const item of (bootup ?? []).slice(0, 6))
            console.info(
              `  ${item.url.split('/').pop()}: scripting ${Math.round(item.scripting)} ms, parse and compile ${Math.round(item.scriptParseCompile)} ms`,
            );
        }
        results.push({
          page: page.name,
          form,
          scores,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          load: load(),
          finished: !runtimeError,
        });
      }
      // The median of the runs Lighthouse finished: one it could not finish scores 0 and would pull the median down.
      const finished = results.filter((row) => row.finished);
      const kept = (finished.length ? finished : results).sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
      const median = kept[Math.floor(kept.length / 2)] as Row;
      rows.push(median);
      console.info(JSON.stringify(median));
    }
  }
} finally {
  await chrome.kill();
  stop();
}

const mark = (value: number, target: number) => `${value}${value >= target ? '' : ' ✗'}`;
console.info('\n| page | form | performance | accessibility | best practices | SEO | CLS | FCP s | LCP s | TBT ms | load average |');
console.info('|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const s = row.scores;
  console.info(
    `| ${row.page} | ${row.form} | ${mark(s.performance ?? 0, TARGETS.performance)} | ${mark(s.accessibility ?? 0, TARGETS.accessibility)} | ${mark(s['best-practices'] ?? 0, TARGETS['best-practices'])} | ${mark(s.seo ?? 0, TARGETS.seo)} | ${row.cls.toFixed(3)}${row.cls < CLS_TARGET ? '' : ' ✗'} | ${(row.fcp / 1000).toFixed(1)} | ${(row.lcp / 1000).toFixed(1)} | ${Math.round(row.tbt)} | ${row.load} |`,
  );
}
process.exit(0);
