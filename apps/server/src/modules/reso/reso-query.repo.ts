import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fieldOf, type ResoField, type ResoResource } from './reso-fields.repo';
import { filterCondition } from './reso-filter.repo';
import type { ODataRequest } from './reso-odata';

/** An entity as JSON: field name to value (strings, numbers, ISO timestamps, lists of strings, null). */
export type ResoEntity = Record<string, string | number | string[] | null>;

/** A field's value as OData JSON gives it, the same from PGlite and PostgreSQL (numbers never as strings). */
function output(field: ResoField): SQL {
  switch (field.type) {
    case 'Edm.Decimal':
      return sql`(${field.expr})::float8`;
    case 'Edm.Int32':
      return sql`(${field.expr})::int`;
    case 'Edm.DateTimeOffset':
      return sql`to_char((${field.expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'Collection(Edm.String)':
      return sql`to_jsonb(${field.expr})`;
    default:
      return sql`(${field.expr})::text`;
  }
}

function whereOf(request: ODataRequest): SQL {
  const { resource } = request;
  const conditions = [resource.where];
  if (request.key !== undefined) conditions.push(sql`${keyField(resource).expr} = ${request.key}::text`);
  if (request.filter) conditions.push(filterCondition(resource, request.filter.tree, request.filter.binds));
  return sql.join(conditions, sql` and `);
}

function keyField(resource: ResoResource): ResoField {
  const key = fieldOf(resource, resource.key);
  if (!key) throw new Error(`${resource.name} has no key field`);
  return key;
}

function orderOf(request: ODataRequest): SQL {
  const { resource } = request;
  const items = request.orderBy.map(({ name, desc }) => ({ field: fieldOf(resource, name)!, desc }));
  // The key last, so pages never overlap or skip an entity.
  if (!items.some((item) => item.field.name === resource.key)) items.push({ field: keyField(resource), desc: false });
  return sql.join(
    items.map(({ field, desc }) => sql`${field.expr} ${sql.raw(desc ? 'desc nulls last' : 'asc nulls first')}`),
    sql`, `,
  );
}

/** The rows of a statement, as both drivers return them. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One page of the entities a request asks for (its $select's fields, or all), ordered, from `offset`. */
export async function findEntities(db: DbOrTx, request: ODataRequest, page: { limit: number; offset: number }): Promise<ResoEntity[]> {
  const { resource } = request;
  const fields = request.select ? request.select.map((name) => fieldOf(resource, name)!) : resource.fields;
  const columns = sql.join(
    fields.map((field) => sql`${output(field)} as ${sql.identifier(field.name)}`),
    sql`, `,
  );
  return rowsOf<ResoEntity>(
    db,
    sql`select ${columns} from ${resource.from} where ${whereOf(request)} order by ${orderOf(request)} limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many entities the request's filter (and key) matches, all pages together. */
export async function countEntities(db: DbOrTx, request: ODataRequest): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${request.resource.from} where ${whereOf(request)}`);
  return Number(row?.n ?? 0);
}
