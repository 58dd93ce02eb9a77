import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * What the directory needs from memberships (spec: only verified professionals with an active
 * membership are listed; results and profiles follow their service postal codes). Memberships
 * owns those tables, so it hands these in (`registerDirectoryMembership`, from the composition
 * root) rather than this module reading them; until something registers, nobody has a running
 * membership and the directory lists nobody.
 */
export type DirectoryMembership = {
  /** SQL: the professional (an account id column) has a running membership. */
  active: (accountId: AnyColumn) => SQL;
  /** SQL: the professional serves this postal code of this country (ISO alpha-2, as typed). */
  serves: (accountId: AnyColumn, country: string, postalCode: string) => SQL;
  /** The postal codes the professional serves, as they show them. */
  serviceAreas: (db: DbOrTx, accountId: string) => Promise<string[]>;
};

let registered: DirectoryMembership | undefined;

/** Hands the directory its view of memberships (once, when the app is built). */
export function registerDirectoryMembership(membership: DirectoryMembership): void {
  registered = membership;
}

/** The registered membership view, or undefined before memberships are part of the app. */
export function directoryMembership(): DirectoryMembership | undefined {
  return registered;
}
