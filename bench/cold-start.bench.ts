/**
 * Cold start to serving, as a newcomer meets it (issue 24): a fresh clone of this repository's
 * HEAD, `npm ci`, then `npm start` twice. Each start is timed from the command to the first
 * rendered home page (HTTP 200 with the server's HTML in the root); the second start keeps the data
 * and skips the build when no source changed (`scripts/build-if-changed.mjs`).
 *
 *   npm run bench:cold-start -w bench
 *
 * `npm ci` is timed too but is not part of a start. The clone goes in a temporary folder, removed
 * afterwards.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const LIMIT_MS = 15 * 60_000;

/** Runs `npm start` in the clone until its home page comes rendered; returns the seconds it took. */
async function timedStart(clone: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // A process group of its own, so that stopping it stops npm and the server npm started.
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? 0));
  try {
    while (performance.now() - started < LIMIT_MS) {
      if (exited !== null) throw new Error(`npm start stopped (exit code ${exited})`);
      const html = await fetch(`http://127.0.0.1:${port}/`).then(
        async (reply) => (reply.ok ? reply.text() : ''),
        () => '',
      );
      if (html.includes('data-server-rendered')) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('no rendered home page within 15 minutes');
  } finally {
    if (exited === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (exited === null ? child.once('exit', resolve) : resolve(null)));
  }
}

const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-cold-start-'));
try {
  execFileSync('git', ['clone', '--quiet', root, clone]);
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim();
  const ci = performance.now();
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone, stdio: 'inherit' });
  const ciSeconds = (performance.now() - ci) / 1000;
  const first = await timedStart(clone);
  const second = await timedStart(clone);
  console.info(
    `fresh clone of ${head}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.info(`npm ci: ${ciSeconds.toFixed(1)} s (not part of a start)`);
  console.info(`first npm start (build, migrate, seed) to a rendered home page: ${first.toFixed(1)} s`);
  console.info(`second npm start (no build: sources unchanged) to a rendered home page: ${second.toFixed(1)} s`);
} finally {
  fs.rmSync(clone, { recursive: true, force: true });
}
