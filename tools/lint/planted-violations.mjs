// Proves the boundary lint rules fire: each case lints a planted snippet at a path it would
// have in the repository (the file need not exist) and checks which rules report it. A cycle
// needs files on disk: those sit in tools/lint/fixtures/ (mirroring the repository's layout),
// which `npm run lint` ignores and this script lints on purpose. The format check is proved
// through Prettier's own API. Run by `npm run lint`; add a case beside every boundary rule.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('../..', import.meta.url));
const overrideConfigFile = fileURLToPath(new URL('./eslint.config.js', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile });

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
    code: "import { syncConfiguredAdmins } from './modules/accounts/index';\nexport const planted = syncConfiguredAdmins;\n",
    reports: null,
  },
  {
    name: "a module imports another module's repo",
    file: 'apps/server/src/modules/search/planted.ts',
    code: "import { publicListing } from '../listings/listings.repo';\nexport const planted = publicListing;\n",
    reports: 'boundaries/module-boundaries',
  },
  {
    name: 'the composition root imports a module internal',
    file: 'apps/server/src/planted.ts',
    code: "import { accountsRoutes } from './modules/accounts/accounts.routes';\nexport const planted = accountsRoutes;\n",
    reports: 'boundaries/module-boundaries',
  },
  {
    name: "a module imports another module's public surface (allowed)",
    file: 'apps/server/src/modules/search/planted.ts',
    code: "import { publicListing } from '../listings/index';\nexport const planted = publicListing;\n",
    reports: null,
  },
  {
    name: "a test uses another module's fixtures (allowed)",
    file: 'apps/server/src/modules/listings/planted.test.ts',
    code: "import { upload } from '../media/media.fixtures';\nexport const planted = upload;\n",
    reports: null,
  },
  {
    name: 'Drizzle in a service',
    file: 'apps/server/src/modules/listings/planted.service.ts',
    code: "import { eq } from 'drizzle-orm';\nexport const planted = eq;\n",
    reports: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'a schema table in a service',
    file: 'apps/server/src/modules/listings/planted.service.ts',
    code: "import { listings } from '../../db/schema/index';\nexport const planted = listings;\n",
    reports: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'Drizzle and a table in a repo (allowed)',
    file: 'apps/server/src/modules/listings/planted.repo.ts',
    code: "import { eq } from 'drizzle-orm';\nimport { listings } from '../../db/schema/index';\nexport const planted = (id: string) => eq(listings.id, id);\n",
    reports: null,
  },
  {
    name: 'the platform imports the platform (allowed)',
    file: 'apps/server/src/platform/planted.ts',
    code: "import { enqueue } from './outbox/outbox';\nexport const planted = enqueue;\n",
    reports: null,
  },
  {
    name: 'a web feature imports another feature',
    file: 'apps/web/src/features/payments/planted.ts',
    code: "import { addCard } from '../wallet/api/add-card';\nexport const planted = addCard;\n",
    reports: 'boundaries/feature-boundaries',
  },
  {
    name: "a web feature's test imports another feature's test helpers",
    file: 'apps/web/src/features/payments/planted.test.tsx',
    code: "import { renderWallet } from '../wallet/test-helpers';\nexport const planted = renderWallet;\n",
    reports: 'boundaries/feature-boundaries',
  },
  {
    name: 'a web feature imports ui/, lib/, app/, apps/web/test/ and its own folder (allowed)',
    file: 'apps/web/src/features/payments/planted.ts',
    code: [
      "import { Button } from '../../ui/button';",
      "import { useSession } from '../../lib/session/session-store';",
      "import { ROUTE_NAMES } from '../../app/routes/route-names';",
      "import { stubApi } from '../../../test/stub-api';",
      "import { getCheckout } from './api/get-checkout';",
      'export const planted = [Button, useSession, ROUTE_NAMES, stubApi, getCheckout];',
      '',
    ].join('\n'),
    reports: null,
  },
  {
    name: 'ui/ imports a feature',
    file: 'apps/web/src/ui/planted.tsx',
    code: "import { addCard } from '../features/wallet/api/add-card';\nexport const planted = addCard;\n",
    reports: 'no-restricted-imports',
  },
  {
    name: 'lib/ imports app/',
    file: 'apps/web/src/lib/session/planted.ts',
    code: "import { ROUTE_NAMES } from '../../app/routes/route-names';\nexport const planted = ROUTE_NAMES;\n",
    reports: 'no-restricted-imports',
  },
  {
    name: 'lib/ imports lib/, ui/ and packages (allowed)',
    file: 'apps/web/src/lib/session/planted.ts',
    code: "import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';\nimport { Button } from '../../ui/button';\nimport { api } from '../api/api-client';\nexport const planted = [DEFAULT_COUNTRY, Button, api];\n",
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
// A cycle of two files, on disk under the (otherwise ignored) fixtures folder.
const cycle = ['ping.ts', 'pong.ts'].map((f) => `${root}/tools/lint/fixtures/apps/server/src/platform/planted-cycle/${f}`);
const cycleReports = (await new ESLint({ cwd: root, overrideConfigFile, ignore: false }).lintFiles(cycle)).flatMap((r) =>
  r.messages.map((m) => m.ruleId ?? m.message),
);
if (cycleReports.filter((id) => id === 'import-x/no-cycle').length !== 2) {
  failed++;
  console.error(`✗ a cycle of two files: expected import-x/no-cycle on both, got ${cycleReports.join(', ') || 'none'}`);
}

// Unformatted code fails `prettier --check`.
const formatFile = `${root}/apps/server/src/modules/search/planted.ts`;
const formatOptions = { ...(await prettier.resolveConfig(formatFile)), filepath: formatFile };
if ((await prettier.check('export const planted = {a:1,\n  b : 2}\n', formatOptions)) !== false) {
  failed++;
  console.error('✗ unformatted code: prettier.check accepted it');
}

if (failed) process.exit(1);
console.info(`planted violations: ${CASES.length + 2} cases, each reported as expected`);
