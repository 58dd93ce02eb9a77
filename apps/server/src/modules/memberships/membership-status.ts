import { membershipPlan, type TBillingPeriod, type TMembershipPlanId } from '@app/shared/constants/membership';
import type { TLocale } from '@app/shared/constants/locale';
import { normalizeServiceArea } from '@app/shared/professionals/service-area';
import type { TMembershipStatus } from '@app/shared/professionals/membership-transitions';
import type { DbOrTx } from '../../db/client';
import { findRunningMembership } from './memberships.repo';
import { findServedCode } from './service-areas.repo';

/** What other modules need to know of a professional's running membership. */
export type ActiveMembership = {
  plan: TMembershipPlanId;
  cycle: TBillingPeriod;
  /** 'past-due' during the grace period after a failed renewal: still listed and serving. */
  status: Extract<TMembershipStatus, 'active' | 'past-due'>;
  currentPeriodEnd: Date;
  /** The languages the plan publishes the profile in (Basic: English and Traditional Chinese). */
  translationLocales: readonly TLocale[];
};

/**
 * The account's running membership (active, or past due within its grace period), or undefined.
 * Keyed by the professional's account id.
 */
export async function activeMembership(db: DbOrTx, accountId: string): Promise<ActiveMembership | undefined> {
  const row = await findRunningMembership(db, accountId);
  if (!row || (row.status !== 'active' && row.status !== 'past-due')) return undefined;
  return {
    plan: row.plan,
    cycle: row.cycle,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    translationLocales: membershipPlan(row.plan).translationLocales,
  };
}

/** Whether the account has a running membership (spec: only members offer services and are listed). */
export async function hasActiveMembership(db: DbOrTx, accountId: string): Promise<boolean> {
  return (await activeMembership(db, accountId)) !== undefined;
}

/**
 * Whether the professional lists this postal code in this country (spec: 'Outside of service area'
 * otherwise). Country and code are normalised as stored ("sw1a1aa" is not "SW1A 1AA": codes are
 * compared as the country writes them, upper-cased with single spaces).
 */
export async function servesPostalCode(db: DbOrTx, accountId: string, country: string, postalCode: string): Promise<boolean> {
  const area = normalizeServiceArea(country, postalCode);
  return findServedCode(db, accountId, area.country, area.postalCode);
}
