import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../migrations-dir';
import { generatedConstantsSql } from './sql-constants';
import { GENERATED_CONSTANTS_FILE, SQL_SOURCE_DIR, readSqlSource, sqlSourceStatements } from './sql-source';

/**
 * `constants`: writes db/sql/generated-constants.sql from the shared TypeScript constants.
 * `migration <name>`: does that, then makes a custom drizzle-kit migration that copies every
 * db/sql file (CREATE OR REPLACE is a no-op for what did not change). Add by hand what a copy
 * cannot do: DROP FUNCTION for a removed or re-typed function, a recount or REINDEX after a
 * constant changed (docs/decisions/047-sql-source.md).
 */
const [command, name = 'sql_functions'] = process.argv.slice(2);
if (command !== 'constants' && command !== 'migration') {
  console.error('usage: sql.cli.ts constants | migration [name]');
  process.exit(1);
}

fs.writeFileSync(path.join(SQL_SOURCE_DIR, GENERATED_CONSTANTS_FILE), generatedConstantsSql());
console.log(`Wrote db/sql/${GENERATED_CONSTANTS_FILE}.`);

if (command === 'migration') {
  const server = path.resolve(SQL_SOURCE_DIR, '../../..');
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', `--name=${name}`], { cwd: server, stdio: 'inherit' });
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const file = path.join(MIGRATIONS_DIR, `${journal.entries.at(-1)!.tag}.sql`);
  const header = [
    '-- Copied from apps/server/src/db/sql by `npm run db:sql-migration` (docs/decisions/047-sql-source.md):',
    '-- every SQL function and trigger as those files define them. Edit the files, not this copy.',
  ].join('\n');
  fs.writeFileSync(file, `${header}\n${sqlSourceStatements(readSqlSource()).join('\n--> statement-breakpoint\n')}\n`);
  console.log(`Wrote ${path.relative(server, file)}.`);
}
