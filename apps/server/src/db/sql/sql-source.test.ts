import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { Db } from '../client';
import { generatedConstantsSql } from './sql-constants';
import { GENERATED_CONSTANTS_FILE, readSqlSource, sqlSourceStatements, sqlStatements, type SqlSourceFile } from './sql-source';

const database = await createTestDatabase();
const db = database.db;
afterAll(() => database.close());

/** Where the files' definitions are made, beside the migrated ones, to read them back as the database prints them. */
const SCRATCH = 'sql_source_check';

type Definition = { schema: string; name: string; def: string };
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * How the migrated database's functions and triggers differ from db/sql `files`: each file's
 * statements run in a scratch schema (with empty copies of the tables that have triggers), and
 * pg_get_functiondef / pg_get_triggerdef of both sides are compared, so only what PostgreSQL
 * stores counts (bodies verbatim, attributes, settings), not how a file lays its header out.
 * Functions of extensions are not ours. Everything is rolled back.
 */
async function driftFrom(db: Db, files: SqlSourceFile[]): Promise<string[]> {
  let found: { functions: Definition[]; triggers: Definition[] } | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`CREATE SCHEMA ${SCRATCH}`));
      const tables = rowsOf<{ relname: string }>(
        await tx.execute(sql`
          SELECT DISTINCT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE NOT t.tgisinternal AND n.nspname = 'public'`),
      );
      for (const { relname } of tables) await tx.execute(sql.raw(`CREATE TABLE ${SCRATCH}."${relname}" (LIKE public."${relname}")`));
      await tx.execute(sql.raw(`SET LOCAL search_path TO ${SCRATCH}, public`));
      for (const statement of sqlSourceStatements(files)) await tx.execute(sql.raw(statement));
      // Every name printed schema-qualified, so both sides print alike but for the schema.
      await tx.execute(sql.raw('SET LOCAL search_path TO pg_catalog'));
      const functions = rowsOf<Definition>(
        await tx.execute(sql`
          SELECT n.nspname AS schema, p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name, pg_get_functiondef(p.oid) AS def
          FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname IN ('public', ${SCRATCH})
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`),
      );
      const triggers = rowsOf<Definition>(
        await tx.execute(sql`
          SELECT n.nspname AS schema, c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS def
          FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE NOT t.tgisinternal AND n.nspname IN ('public', ${SCRATCH})`),
      );
      found = { functions, triggers };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  const differences: string[] = [];
  for (const [kind, rows] of Object.entries(found!)) {
    const migrated = new Map(rows.filter((row) => row.schema === 'public').map((row) => [row.name, row.def]));
    const filed = new Map(
      rows.filter((row) => row.schema === SCRATCH).map((row) => [row.name, row.def.replaceAll(`${SCRATCH}.`, 'public.')]),
    );
    for (const [name, def] of migrated) {
      if (!filed.has(name)) differences.push(`${kind}: ${name} is in the migrated database but in no db/sql file`);
      else if (filed.get(name) !== def) differences.push(`${kind}: ${name} differs\n--- migrated\n${def}\n--- db/sql\n${filed.get(name)}`);
    }
    for (const name of filed.keys()) if (!migrated.has(name)) differences.push(`${kind}: ${name} is in db/sql but no migration made it`);
  }
  return differences;
}

describe('db/sql, the one copy of the SQL functions and triggers', () => {
  it('the migrated database holds exactly the functions and triggers of db/sql', async () => {
    expect(await driftFrom(db, readSqlSource())).toEqual([]);
  });

  it('a changed body, a changed attribute, a missing file and an unmigrated function are each reported', async () => {
    const files = readSqlSource();
    const changed = (name: string, from: string, to: string) =>
      files.map((file) => (file.name === name ? { ...file, text: file.text.replace(from, to) } : file));
    const body = await driftFrom(db, changed('map-cells.sql', 'generate_subscripts(a, 1) AS i', 'generate_subscripts(b, 1) AS i'));
    expect(body).toHaveLength(1);
    expect(body[0]).toMatch(/^functions: listing_map_add\(a anyarray, b anyarray\) differs/);
    const setting = await driftFrom(db, changed('map-cells.sql', 'SET jit = off ', ''));
    expect(setting.map((line) => line.split('\n')[0])).toEqual(['functions: listing_map_cells_track() differs']);
    const trigger = await driftFrom(
      db,
      changed('map-cells.sql', 'OLD TABLE AS listing_map_old FOR EACH', 'OLD TABLE AS listing_map_gone FOR EACH'),
    );
    expect(trigger.map((line) => line.split('\n')[0])).toEqual(['triggers: listings.listing_map_cells_on_delete differs']);
    const missing = await driftFrom(
      db,
      files.filter((file) => file.name !== 'word-search.sql'),
    );
    expect(missing).toEqual([
      'functions: listing_price_band(price_minor bigint) is in the migrated database but in no db/sql file',
      'functions: listing_order_tokens(published_at timestamp with time zone, price_minor bigint) is in the migrated database but in no db/sql file',
    ]);
    const added = await driftFrom(db, [
      ...files,
      { name: 'new.sql', text: 'CREATE FUNCTION listing_nothing() RETURNS int LANGUAGE sql AS $fn$ SELECT 1 $fn$;' },
    ]);
    expect(added).toEqual(['functions: listing_nothing() is in db/sql but no migration made it']);
  });

  it('generated-constants.sql is what the shared constants make now (npm run db:sql-constants)', () => {
    const file = readSqlSource().find((f) => f.name === GENERATED_CONSTANTS_FILE);
    expect(file?.text).toBe(generatedConstantsSql());
  });

  it('splits a file at the semicolons that end statements, not those in quotes, bodies or comments', () => {
    expect(
      sqlStatements(`-- a comment; still a comment
CREATE FUNCTION f() RETURNS text LANGUAGE sql AS $fn$ SELECT 'a;b' || $q$;$q$ $fn$;
/* a; block */ SELECT 'it''s; fine';
-- trailing comment only`),
    ).toEqual([
      `-- a comment; still a comment\nCREATE FUNCTION f() RETURNS text LANGUAGE sql AS $fn$ SELECT 'a;b' || $q$;$q$ $fn$;`,
      `/* a; block */ SELECT 'it''s; fine';`,
    ]);
  });
});
