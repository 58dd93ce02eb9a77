import fs from 'node:fs';

/** Removes the data dir the server of this run used. */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('tn-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
