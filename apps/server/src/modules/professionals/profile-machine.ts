import {
  PROFESSIONAL_TRANSITIONS,
  type TProfessionalAction,
  type TProfessionalRelation,
  type TProfessionalStatus,
} from '@app/shared/professionals/profile-transitions';
import type { Tx } from '../../db/client';
import type { OutboxMessage } from '../../platform/outbox/outbox';
import { transition, type TransitionActor } from '../../platform/state-machine/transition';
import { updateAccountRow } from '../accounts/index';
import { professionalStateTables, type ProfessionalRow } from './professionals.repo';

/** The profile machine (docs/decisions/036 and 061): its table, its events and its transition table. */
const PROFESSIONAL_MACHINE = { ...professionalStateTables, rules: PROFESSIONAL_TRANSITIONS };

type MoveOptions = { reason?: string | null; set?: Record<string, unknown>; effects?: readonly OutboxMessage[] };

/**
 * Moves a profile by one transition inside `tx`, from the status `row` shows (409 if it changed
 * since), with its event and side effects, and brings the account's professionalInfo along.
 */
export async function moveProfile(
  tx: Tx,
  row: ProfessionalRow,
  action: TProfessionalAction,
  actor: TransitionActor<TProfessionalRelation>,
  options: MoveOptions = {},
): Promise<ProfessionalRow> {
  const moved = await transition(tx, PROFESSIONAL_MACHINE, {
    id: row.id,
    from: { status: row.status },
    action,
    actor,
    reason: options.reason ?? null,
    set: { updatedAt: new Date(), ...options.set },
    effects: options.effects ?? [],
  });
  if (!moved) throw new Error('a professional profile is never removed by a transition');
  await syncAccountProfessionalInfo(tx, moved);
  return moved;
}

/**
 * The account's professionalInfo (spec section 3; the session's professional role reads it): the
 * profession and status while the profile is on, null once it is turned off.
 */
export async function syncAccountProfessionalInfo(tx: Tx, row: Pick<ProfessionalRow, 'id' | 'status' | 'profession'>) {
  const info = row.status === ('off' satisfies TProfessionalStatus) ? null : { profession: row.profession, status: row.status };
  await updateAccountRow(tx, row.id, { professionalInfo: info });
}
