// The end-to-end tests drive the system Chromium's headless shell (Playwright cannot download
// browsers here; the shell is what Playwright itself runs headless, and takes a sixth less time
// than the full browser on the journeys). If it is missing, install Debian's package when we can,
// otherwise stop with clear instructions.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PACKAGE, chromiumPath } from './chromium-path.mjs';

const path = chromiumPath();

function banner(lines) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '!'.repeat(width);
  console.error(['', bar, ...lines.map((l) => `! ${l.padEnd(width - 4)} !`), bar, ''].join('\n'));
}

if (fs.existsSync(path)) process.exit(0);

const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0 && !process.env.CHROMIUM_PATH;
if (canInstall) {
  banner([`Chromium is missing at ${path}.`, `Installing Debian's ${CHROMIUM_PACKAGE} package for the end-to-end tests…`]);
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', CHROMIUM_PACKAGE], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', CHROMIUM_PACKAGE], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // Reported below.
    }
  }
  if (fs.existsSync(path)) process.exit(0);
}

banner([
  'END-TO-END TESTS CANNOT RUN: no Chromium found.',
  `Looked for ${path}.`,
  `Install it (Debian/Ubuntu: sudo apt-get install ${CHROMIUM_PACKAGE})`,
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
]);
process.exit(1);
