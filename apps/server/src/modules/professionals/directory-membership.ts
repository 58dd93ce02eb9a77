import type { TLocale } from '@app/shared/constants/locale';
import { normalizeServiceArea } from '@app/shared/professionals/service-area';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activeMembership, findServiceAreas, hasRunningMembershipSql, servesPostalCodeSql } from '../memberships/index';

/**
 * What the directory reads of memberships (spec: only verified professionals with an active
 * membership are listed; results and profiles follow their service postal codes), through the
 * memberships module's surface: it owns those tables.
 */
export const directoryMembership = {
  /** SQL: the professional (an account id) has a running membership (active, or past due in its grace period). */
  active: (accountId: SQL): SQL => hasRunningMembershipSql(accountId),
  /** SQL: the professional serves this postal code of this country, as typed. */
  serves: (accountId: SQL, country: string, postalCode: string): SQL => {
    const area = normalizeServiceArea(country, postalCode);
    return servesPostalCodeSql(accountId, area.country, area.postalCode);
  },
  /** The languages the professional's running plan publishes the profile in (none without a running membership). */
  translationLocales: async (db: DbOrTx, accountId: string): Promise<readonly TLocale[]> =>
    (await activeMembership(db, accountId))?.translationLocales ?? [],
  /** The postal codes the professional serves with their country, by country then code. */
  serviceAreas: async (db: DbOrTx, accountId: string): Promise<{ country: string; postalCode: string }[]> =>
    (await findServiceAreas(db, accountId))
      .map((area) => ({ country: area.country, postalCode: area.postalCode }))
      .sort((a, b) => a.country.localeCompare(b.country) || a.postalCode.localeCompare(b.postalCode)),
};
export type DirectoryMembership = typeof directoryMembership;
