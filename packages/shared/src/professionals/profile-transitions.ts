import { allowedActions, ruleFor, type MachineState, type TransitionRule } from '../domain/state-machine';

/**
 * A professional profile's statuses (spec sections 4 and 6, docs/decisions/061): being filled in,
 * waiting for review (the first time, or again after a rejection or an edit of what was reviewed),
 * verified, rejected with a reason the professional reads, or turned off (DELETE
 * account/professional/{id}) with the account kept.
 */
export const PROFESSIONAL_STATUSES = ['draft', 'submitted', 'verified', 'rejected', 'resubmitted', 'off'] as const;
export type TProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

export const PROFESSIONAL_ACTIONS = ['submit', 'approve', 'reject', 'resubmit', 'turn-off', 'reopen'] as const;
export type TProfessionalAction = (typeof PROFESSIONAL_ACTIONS)[number];

/** How an actor stands to a profile: the professional themself, an admin, or anyone else. */
export const PROFESSIONAL_RELATIONS = ['owner', 'admin', 'other'] as const;
export type TProfessionalRelation = (typeof PROFESSIONAL_RELATIONS)[number];

export type TProfessionalState = MachineState<TProfessionalStatus>;
export type TProfessionalRule = TransitionRule<TProfessionalStatus, TProfessionalAction, TProfessionalRelation>;

/** Statuses waiting in the admin review queue. */
export const AWAITING_REVIEW = ['submitted', 'resubmitted'] as const satisfies readonly TProfessionalStatus[];
const ON = ['draft', 'submitted', 'verified', 'rejected', 'resubmitted'] as const satisfies readonly TProfessionalStatus[];

function rows(
  action: TProfessionalAction,
  from: readonly TProfessionalStatus[],
  to: TProfessionalStatus,
  who: readonly TProfessionalRelation[],
  reason = false,
): TProfessionalRule[] {
  return from.map((status) => ({ action, from: status, to: [to], who, ...(reason ? { reason } : {}) }));
}

/**
 * The profile transition table. Resubmit is the owner's after a rejection, and also when a
 * verified professional changes what the admin checked (profession, IDs, licence, credentials,
 * documents): the change is reviewed again before the profile counts as verified.
 */
export const PROFESSIONAL_TRANSITIONS: readonly TProfessionalRule[] = [
  ...rows('submit', ['draft'], 'submitted', ['owner']),
  ...rows('approve', AWAITING_REVIEW, 'verified', ['admin']),
  ...rows('reject', AWAITING_REVIEW, 'rejected', ['admin'], true),
  ...rows('resubmit', ['rejected', 'verified'], 'resubmitted', ['owner']),
  ...rows('turn-off', ON, 'off', ['owner', 'admin']),
  ...rows('reopen', ['off'], 'draft', ['owner']),
];

/** The rule letting this relation take this action on a profile in this state, if any. */
export function professionalRule(
  relation: TProfessionalRelation,
  action: TProfessionalAction,
  state: TProfessionalState,
): TProfessionalRule | undefined {
  return ruleFor(PROFESSIONAL_TRANSITIONS, relation, action, state);
}

/** The actions this relation may take on a profile in this state (the pages offer exactly these). */
export function professionalActionsFor(relation: TProfessionalRelation, state: TProfessionalState): TProfessionalAction[] {
  return allowedActions(PROFESSIONAL_TRANSITIONS, relation, state);
}
