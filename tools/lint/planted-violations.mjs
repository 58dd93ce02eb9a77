// Proves the boundary lint rules fire: each case lints a planted snippet at a path it would
// have in the repository (the file need not exist) and checks which rules report it.
// Run by `npm run lint`; add a case beside every boundary rule.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('./eslint.config.js', import.meta.url)) });

/** `reports`: the rule that must fire, or null where the snippet is allowed. */
const CASES = [
  {
    name: 'the platform imports a module',
    file: 'apps/server/src/platform/planted.ts',
    code: "import { syncConfiguredAdmins } from '../modules/accounts/accounts.repo';\nexport const planted = syncConfiguredAdmins;\n",
    reports: 'no-restricted-imports',
  },
  {
    name: 'a nested platform file imports a module',
    file: 'apps/server/src/platform/outbox/planted.ts',
    code: "export { mediaEraseHandler } from '../../modules/media/media-erasure';\n",
    reports: 'no-restricted-imports',
  },
  {
    name: 'db/ imports a module (type only)',
    file: 'apps/server/src/db/schema/planted.ts',
    code: "import type { ListingRow } from '../../modules/listings/listings.repo';\nexport type Planted = ListingRow;\n",
    reports: 'no-restricted-imports',
  },
  {
    name: 'the composition root imports a module (allowed)',
    file: 'apps/server/src/planted.ts',
    code: "import { syncConfiguredAdmins } from './modules/accounts/accounts.repo';\nexport const planted = syncConfiguredAdmins;\n",
    reports: null,
  },
  {
    name: 'the platform imports the platform (allowed)',
    file: 'apps/server/src/platform/planted.ts',
    code: "import { enqueue } from './outbox/outbox';\nexport const planted = enqueue;\n",
    reports: null,
  },
];

let failed = 0;
for (const planted of CASES) {
  const [result] = await eslint.lintText(planted.code, { filePath: `${root}/${planted.file}` });
  const rules = (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  const ok = planted.reports === null ? rules.length === 0 : rules.includes(planted.reports);
  if (!ok) {
    failed++;
    console.error(`✗ ${planted.name} (${planted.file}): expected ${planted.reports ?? 'no report'}, got ${rules.join(', ') || 'none'}`);
  }
}
if (failed) process.exit(1);
console.info(`planted violations: ${CASES.length} cases, each reported as expected`);
