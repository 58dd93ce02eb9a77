// The feed's field and resource shapes and the SQL helpers their expressions share: a repo, since it writes SQL.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { COUNTRY_CODE_EXCEPTIONS } from './reso-locale';

/** The OData types our fields use: primitives, and a collection of strings (a multi-value lookup such as MemberLanguages). */
export type EdmType = 'Edm.String' | 'Edm.Int32' | 'Edm.Decimal' | 'Edm.DateTimeOffset' | 'Collection(Edm.String)';

/**
 * A published field: its RESO Data Dictionary name, OData type, the SQL expression it is read,
 * filtered and ordered by (never anything a client writes), and its lookup when it has one.
 * A collection's expression is a text[].
 */
export type ResoField = {
  name: string;
  type: EdmType;
  expr: SQL;
  lookup?: string;
  maxLength?: number;
  precision?: number;
  scale?: number;
};

/** An entity set: its key field, the rows it reads (public ones only) and its fields. */
export type ResoResource = { name: string; key: string; from: SQL; where: SQL; fields: ResoField[] };

/** A `case` over a column from a fixed map; every value is a bound parameter. */
export function caseOf(column: SQLWrapper, pairs: [string, string | null][], otherwise: SQL): SQL {
  const whens = pairs.map(([from, to]) => sql`when ${from}::text then ${to}::text`);
  return sql`(case ${column} ${sql.join(whens, sql` `)} else ${otherwise} end)`;
}

/** Milliseconds, so that what a client reads is exactly what it filters on (replication by ModificationTimestamp). */
export const ms = (column: SQLWrapper) => sql`date_trunc('milliseconds', ${column})`;

/** A stored country code (ISO alpha-2 but for our `aus`/`uae`) as the RESO Country lookup value. */
export const resoCountry = (code: SQLWrapper): SQL =>
  caseOf(sql`lower(${code})`, Object.entries(COUNTRY_CODE_EXCEPTIONS), sql`upper(${code})`);
