// The project's lint rules. Run from the repository root: `npm run lint`.
import './typescript-6.cjs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './boundaries.js';

/** A glob and its mirror under tools/lint/fixtures/, where planted-violations.mjs plants violations. */
const andFixtures = (...globs) => globs.flatMap((glob) => [glob, `tools/lint/fixtures/${glob}`]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/migrations/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      // Planted violations: planted-violations.mjs lints them on purpose (ignore: false).
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-underscore-dangle': ['error', { allow: ['_id'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-duplicate-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/label-has-associated-control': 'off',
    },
  },
  {
    // Boundary (issue 15): the platform and db/ know no module. Modules register what they
    // contribute (outbox topics, jobs, products, open-deal counters, socket events) with the
    // platform; only the composition root (app.ts, main.ts, seed/) imports modules. Proved by
    // tools/lint/planted-violations.mjs.
    // Another block setting no-restricted-imports for these files would replace this one (flat
    // config does not merge a rule's options): add patterns here instead.
    name: 'boundaries/platform-and-db-know-no-module',
    files: ['apps/server/src/platform/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message:
                'The platform and db/ know no module: let the module register with the platform (deps.outbox.register, deps.jobs.add, …) or wire it in app.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/scripts/**', '**/*.cli.ts', 'bench/**', 'e2e/support/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
  // ── Module boundaries (decision 045) ────────────────────────────────────────────────────
  {
    // (a) A server module is imported only through its index.ts (its public surface). Tests and
    // their support may also use another module's `*.fixtures.ts` builders. Benchmarks (bench/)
    // measure a module's internals on purpose and are not covered.
    name: 'boundaries/server-modules',
    files: andFixtures('apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'),
    plugins: { boundaries },
    rules: { 'boundaries/module-boundaries': 'error' },
  },
  {
    // (d) A web feature imports only ui/, lib/, app/, its own folder, apps/web/test/ and
    // packages. What several features use moves to ui/ (components) or lib/ (session, data);
    // a page composing other features' pages belongs in app/.
    name: 'boundaries/web-features',
    files: andFixtures('apps/web/src/features/**/*.{ts,tsx}'),
    plugins: { boundaries },
    rules: { 'boundaries/feature-boundaries': 'error' },
  },
  {
    // Below the features: ui/ and lib/ import no feature and not app/ (the layers point down:
    // app/ → features → ui/, lib/ → packages), so what moved there stays shared.
    name: 'boundaries/web-ui-and-lib',
    files: andFixtures('apps/web/src/ui/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(.*/)?(features|app)(/|$)',
              message: 'ui/ and lib/ sit below the features and app/: take what you need as a prop, or move it down here.',
            },
          ],
        },
      ],
    },
  },
  {
    // (c) SQL lives in repos: Drizzle (values; a `type SQL` may pass through) and the schema's
    // tables are imported only by `*.repo.ts`, `db/` (schema, client, migrations), `platform/`
    // (the cross-cutting adapters own their tables: sessions, jobs, outbox, state machine),
    // the demo seed (`seed/`, bulk inserts) and tests (`*.test.ts`, `*.fixtures.ts`, the
    // security suite `security/`).
    name: 'boundaries/drizzle-in-repos',
    files: andFixtures('apps/server/src/**/*.ts'),
    ignores: andFixtures(
      'apps/server/src/**/*.repo.ts',
      'apps/server/src/db/**',
      'apps/server/src/platform/**',
      'apps/server/src/seed/**',
      'apps/server/src/security/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.fixtures.ts',
    ),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', allowTypeImports: true, message: 'Queries belong in a *.repo.ts: export a function from the repo.' },
          ],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Queries belong in a *.repo.ts.' },
            {
              regex: '(^|/)db/schema(/index)?$',
              allowTypeImports: true,
              message: "Tables are used in a *.repo.ts only; take the repo's function (row types may be imported as types).",
            },
          ],
        },
      ],
    },
  },
  {
    // (b) No import cycles (type-only imports do not count: they vanish at run time). Test
    // files cannot sit on a cycle (nothing imports them), so they are not walked from.
    name: 'boundaries/no-cycles',
    files: andFixtures('apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'),
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions import-x skips .ts files and finds no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The one CommonJS file: it patches Node's resolver, which is CommonJS-only.
    files: ['tools/lint/typescript-6.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-underscore-dangle': 'off' },
  },
);
