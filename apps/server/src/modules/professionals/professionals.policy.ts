import { mayEverTake } from '@app/shared/domain/state-machine';
import {
  PROFESSIONAL_TRANSITIONS,
  type TProfessionalAction,
  type TProfessionalRelation,
} from '@app/shared/professionals/profile-transitions';
import type { Actor } from '../../platform/auth-session/actor';
import type { ProfessionalRow } from './professionals.repo';

/** What may be done with a profile: its owner's editing, the admin's review, and the transitions. */
export type ProfessionalPolicyAction = 'edit' | 'review' | TProfessionalAction;

/** How an actor stands to a profile (the transition table's "who"); the profile's id is its account's. */
export function relationOf(actor: Actor, row: Pick<ProfessionalRow, 'id'>): TProfessionalRelation {
  if (actor.kind !== 'account') return 'other';
  if (actor.accountId === row.id) return 'owner';
  return actor.admin ? 'admin' : 'other';
}

/**
 * Who may do what with a profile: only its owner edits it, only an admin reviews it (reads its
 * documents), and a transition is open to the relations its rows name; whether the current
 * status allows it is the table's call (409).
 */
export function can(actor: Actor, action: ProfessionalPolicyAction, row: Pick<ProfessionalRow, 'id'>): boolean {
  const relation = relationOf(actor, row);
  if (action === 'edit') return relation === 'owner';
  if (action === 'review') return relation === 'admin';
  return mayEverTake(PROFESSIONAL_TRANSITIONS, relation, action);
}
