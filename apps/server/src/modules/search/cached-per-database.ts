import type { DbOrTx } from '../../db/client';

/**
 * `read` kept per database for `freshMs`: a value many requests need that may lag a little
 * behind the tables (the callers say why that is safe). A failed read is not kept.
 */
export function cachedPerDatabase<T>(freshMs: number, read: (db: DbOrTx) => Promise<T>): (db: DbOrTx) => Promise<T> {
  const kept = new WeakMap<DbOrTx, { at: number; value: Promise<T> }>();
  return (db) => {
    const held = kept.get(db);
    if (held && Date.now() - held.at < freshMs) return held.value;
    const value = read(db);
    kept.set(db, { at: Date.now(), value });
    value.catch(() => kept.delete(db));
    return value;
  };
}
