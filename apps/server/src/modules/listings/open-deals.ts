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
      const entries = await Promise.all([...counters].map(async ([kind, counter]) => [kind, await counter(db, listingId)] as const));
      return Object.fromEntries(entries.filter(([, n]) => n > 0));
    },
  };
}
