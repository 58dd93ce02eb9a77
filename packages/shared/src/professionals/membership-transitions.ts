import { allowedActions, type MachineState, type TransitionRule } from '../domain/state-machine';

/**
 * A membership's statuses (docs/decisions/062-memberships-and-promotions.md): `active` while paid
 * (or given by a promotion) for the current period, `past-due` in the grace period after a renewal
 * failed (the member still serves), `expired` once it ended. A new plan is a new membership.
 */
export const MEMBERSHIP_STATUSES = ['active', 'past-due', 'expired'] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/** Statuses in which the member is listed and may serve postal codes. */
export const RUNNING_MEMBERSHIP_STATUSES = ['active', 'past-due'] as const satisfies readonly TMembershipStatus[];

export const MEMBERSHIP_ACTIONS = ['start', 'renew', 'renewal-failed', 'expire', 'turn-off-auto-renew', 'turn-on-auto-renew'] as const;
export type TMembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

export type TMembershipRelation = 'owner' | 'admin' | 'system' | 'other';
export type TMembershipFlags = { autoRenew: boolean };
export type TMembershipState = MachineState<TMembershipStatus, TMembershipFlags>;

type Rule = TransitionRule<TMembershipStatus, TMembershipAction, TMembershipRelation, TMembershipFlags>;

/**
 * Who may move a membership how. `start` is the first event of a membership the payment (or a
 * redeemed code) created; it is recorded, never applied to an existing row. Renewals, failures and
 * expiry are the server's (the renewal job, the payment's fulfilment).
 */
export const MEMBERSHIP_TRANSITIONS: readonly Rule[] = [
  { action: 'renew', from: 'active', to: ['active'], who: ['system'] },
  { action: 'renew', from: 'past-due', to: ['active'], who: ['system'] },
  // A renewal whose charge reached the processor after the grace period ended still buys its period.
  { action: 'renew', from: 'expired', to: ['active'], who: ['system'] },
  { action: 'renewal-failed', from: 'active', to: ['past-due'], who: ['system'] },
  { action: 'expire', from: 'active', to: ['expired'], who: ['system'], reason: true },
  { action: 'expire', from: 'past-due', to: ['expired'], who: ['system'], reason: true },
  { action: 'turn-off-auto-renew', from: 'active', to: ['active'], who: ['owner'], when: { autoRenew: true }, set: { autoRenew: false } },
  {
    action: 'turn-off-auto-renew',
    from: 'past-due',
    to: ['past-due'],
    who: ['owner'],
    when: { autoRenew: true },
    set: { autoRenew: false },
  },
  { action: 'turn-on-auto-renew', from: 'active', to: ['active'], who: ['owner'], when: { autoRenew: false }, set: { autoRenew: true } },
  {
    action: 'turn-on-auto-renew',
    from: 'past-due',
    to: ['past-due'],
    who: ['owner'],
    when: { autoRenew: false },
    set: { autoRenew: true },
  },
];

/** What this relation may do with a membership in this state (the dashboard's buttons). */
export function membershipActionsFor(relation: TMembershipRelation, state: TMembershipState): TMembershipAction[] {
  return allowedActions(MEMBERSHIP_TRANSITIONS, relation, state);
}

/** Reasons the server gives when it ends a membership. */
export const MEMBERSHIP_EXPIRY_REASONS = ['period-ended', 'renewal-failed'] as const;
