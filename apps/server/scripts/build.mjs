// Bundles the server into dist/main.js (our TypeScript and @app/shared inlined; npm packages
// stay external) and copies the SQL migrations next to it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
fs.rmSync(dist, { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // The workspace package is TypeScript source: inline it instead of leaving it external.
  plugins: [
    {
      name: 'inline-workspace-shared',
      setup(b) {
        b.onResolve({ filter: /^@app\/shared\/.+$/ }, (args) => ({
          path: path.join(root, '../../packages/shared/src', `${args.path.slice('@app/shared/'.length)}.ts`),
        }));
      },
    },
  ],
  logLevel: 'warning',
});

fs.cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server built: dist/main.js');
