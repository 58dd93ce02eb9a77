import type { DbOrTx } from '../../db/client';

/** Counts a listing's open deals of one kind (offers, orders). */
export type OpenDealCounter = (db: DbOrTx, listingId: string) => Promise<number>;

/**
 * What keeps a listing from being removed (spec: only when all offers and orders are
 * cancelled). The offers and orders modules register their counters when they start.
 */
export type OpenDealRegistry = {
  register(kind: string, counter: OpenDealCounter): void;
  /** Open deals per kind, only kinds with any. */
  count(db: DbOrTx, listingId: string): Promise<Record<string, number>>;
};

export function createOpenDealRegistry(): OpenDealRegistry {
  const counters = new Map<string, OpenDealCounter>();
  return {
    register(kind, counter) {
      counters.set(kind, counter);
    },
    async count(db, listingId) {
      // One counter after another: `db` is often the removal's transaction, one connection that
      // takes one query at a time (node-postgres warns of, and will refuse, overlapping ones).
      const open: Record<string, number> = {};
      for (const [kind, counter] of counters) {
        const n = await counter(db, listingId);
        if (n > 0) open[kind] = n;
      }
      return open;
    },
  };
}
