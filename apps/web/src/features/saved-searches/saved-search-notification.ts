import { create } from 'zustand';

const STORAGE_PREFIX = 'terranest.savedSearches.seen.';

function readSeen(accountId: string): number | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + accountId);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

function writeSeen(accountId: string, count: number) {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + accountId, String(count));
  } catch {
    // Private mode: the notification then lasts for this tab only.
  }
}

type State = {
  accountId: string | null;
  /** Spec: numSavedSearches, the account's count of saved searches. */
  numSavedSearches: number;
  /** How many the person had when they last looked at the list. */
  seen: number;
  /** Spec: notification, on when the count rose since the person last looked. */
  notification: boolean;
  /** The account's current count (from its savedSearches ids). */
  observe(accountId: string, count: number): void;
  /** The person opened Saved searches: the notification goes off. */
  markSeen(): void;
};

/**
 * The saved-search notification (spec: "turns on when the count rises"). The count last seen is
 * kept per account in localStorage, so a search saved on another device lights it up here too.
 */
export const useSavedSearchNotice = create<State>((set, get) => ({
  accountId: null,
  numSavedSearches: 0,
  seen: 0,
  notification: false,
  observe: (accountId, count) => {
    const known = get().accountId === accountId ? get().seen : readSeen(accountId);
    // The first count an account shows is its baseline; a lower count (a deletion) lowers it.
    const seen = known === null || Number.isNaN(known) ? count : Math.min(known, count);
    if (seen !== known) writeSeen(accountId, seen);
    set({ accountId, numSavedSearches: count, seen, notification: count > seen });
  },
  markSeen: () => {
    const { accountId, numSavedSearches } = get();
    if (accountId) writeSeen(accountId, numSavedSearches);
    set({ seen: numSavedSearches, notification: false });
  },
}));
