// `npm start` builds only when the sources changed since the last build: a second start of the same
// checkout skips straight to serving (issue 24: the second start rebuilt everything). The fingerprint
// covers everything either build reads; a build that fails leaves no fingerprint, so the next start retries.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** What the web and server builds read; tests and docs don't change a build's output. */
const INPUTS = [
  'package-lock.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'apps/web/src',
  'apps/server/scripts',
  'apps/server/src',
  'packages/shared/src',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/server/dist/main.js'];
const STAMP = path.join(root, 'apps/server/dist/.source-fingerprint');

/** Every file under the inputs, sorted, so the fingerprint does not depend on directory order. */
function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !/\.test\.tsx?$/.test(dirent.name))
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)))
    .sort();
}

/** A hash of the inputs' paths and contents. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fingerprint = sourceFingerprint();
  const built = OUTPUTS.every((output) => fs.existsSync(path.join(root, output)));
  const stamped = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  if (built && stamped === fingerprint) {
    console.info('sources unchanged since the last build: skipping the build');
  } else {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    fs.writeFileSync(STAMP, `${fingerprint}\n`);
  }
}
