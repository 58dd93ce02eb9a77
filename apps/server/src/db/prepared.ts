import type { DbOrTx } from './client';

/**
 * A query Drizzle builds once per database handle instead of at every call: `build` returns it
 * `.prepare(name)`d with `sql.placeholder`s for its values, and on PostgreSQL each connection parses
 * it once (a named statement). For the reads and writes every request or message makes (building a
 * query cost about as much as its round trip, decision 089). A transaction is a new handle each
 * time, so inside one this builds anew, as an unprepared query would.
 */
export function preparedPerHandle<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
