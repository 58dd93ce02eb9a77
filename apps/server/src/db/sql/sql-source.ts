import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The current body of every SQL function and trigger, once (docs/decisions/047-sql-source.md).
 * Migrations copy these files (`npm run db:sql-migration`); sql-source.test.ts checks that a
 * migrated database holds exactly what they define, and nothing more.
 */
export const SQL_SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The file the constants generator writes (sql-constants.ts); created first, as other files call its functions. */
export const GENERATED_CONSTANTS_FILE = 'generated-constants.sql';

export type SqlSourceFile = { name: string; text: string };

/** The .sql files of db/sql, the generated constants first, then by name. */
export function readSqlSource(dir = SQL_SOURCE_DIR): SqlSourceFile[] {
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => Number(b === GENERATED_CONSTANTS_FILE) - Number(a === GENERATED_CONSTANTS_FILE) || a.localeCompare(b));
  return names.map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * A file's statements, each with the comments before it, split at each `;` outside quotes,
 * dollar quotes and comments. Comment-only leftovers are dropped.
 */
export function sqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('--')) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (text[i] === "'") {
      // '' inside a string is an escaped quote: the scan leaves and re-enters the string.
      const end = text.indexOf("'", i + 1);
      i = end === -1 ? text.length : end + 1;
    } else if (/^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = text.indexOf(tag, i + tag.length);
      i = end === -1 ? text.length : end + tag.length;
    } else if (text[i] === ';') {
      statements.push(text.slice(start, i + 1).trim());
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  const tail = text.slice(start).trim();
  if (tail.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--'))) statements.push(tail);
  return statements;
}

/** Every statement of db/sql, in the order a migration runs them. */
export function sqlSourceStatements(files = readSqlSource()): string[] {
  return files.flatMap((file) => sqlStatements(file.text));
}
