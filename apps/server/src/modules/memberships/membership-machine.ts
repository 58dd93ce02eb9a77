import { MEMBERSHIP_TRANSITIONS, type TMembershipState } from '@app/shared/professionals/membership-transitions';
import { membershipStateTables, type MembershipRow } from './memberships.repo';

/** The membership's machine for transition() (decision 036). */
export const MEMBERSHIP_MACHINE = { ...membershipStateTables, rules: MEMBERSHIP_TRANSITIONS };

/** The state the rules read. */
export function membershipStateOf(row: MembershipRow): TMembershipState {
  return { status: row.status, autoRenew: row.autoRenew };
}

/** The server's own moves (the renewal job, a payment's fulfilment). */
export const SYSTEM_ACTOR = { id: null, relation: 'system' as const };
