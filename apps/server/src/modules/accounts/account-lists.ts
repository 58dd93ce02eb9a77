import type { DbOrTx } from '../../db/client';

/** Ids of an account's things that another module keeps and the account view lists. */
export type AccountListSource = (db: DbOrTx, accountId: string) => Promise<string[]>;
export type AccountListName = 'savedSearches';

const sources = new Map<AccountListName, AccountListSource>();

/**
 * The module that owns a list registers where to read it when the app is built (saved-searches
 * registers `savedSearches`), so accounts imports none of those modules and they can import it.
 */
export function registerAccountList(name: AccountListName, source: AccountListSource): void {
  sources.set(name, source);
}

/** The ids of a registered list; none when no module keeps that list. */
export function readAccountList(db: DbOrTx, accountId: string, name: AccountListName): Promise<string[]> {
  return sources.get(name)?.(db, accountId) ?? Promise.resolve([]);
}
