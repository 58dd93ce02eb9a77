import {
  isUsServiceArea,
  normalizeServiceArea,
  type TAddServiceAreaRequest,
  type TServiceAreas,
} from '@app/shared/professionals/service-area';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { formatMessage } from '@app/shared/messages/messages';
import { usZipPlace } from '../places/index';
import { allowanceOf } from './memberships.service';
import { findRunningMembership, lockMembership } from './memberships.repo';
import { deleteServiceArea, findServedCode, findServiceAreas, insertServiceArea } from './service-areas.repo';

/** The member's postal codes with the country and, for US ZIPs, the place; and the allowance now. */
export async function listServiceAreas(deps: AppDeps, actor: AccountActor): Promise<TServiceAreas> {
  const db = deps.database.db;
  const areas = await findServiceAreas(db, actor.accountId);
  const allowance = await allowanceOf(db, await findRunningMembership(db, actor.accountId), actor.accountId);
  return {
    areas: areas.map((row) => ({
      _id: row.id,
      country: row.country,
      postalCode: row.postalCode,
      place: row.country === 'US' ? (usZipPlace(row.postalCode) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
    ...allowance,
  };
}

/**
 * Adds a postal code the member serves. It must exist (US ZIPs: the gazetteer; elsewhere the
 * country's format, checked by the schema) and fit the plan's allowance now, decided here with the
 * membership locked, so two adds at once cannot pass the limit together; past it the answer names
 * the allowance and how many are left.
 */
export async function addServiceArea(deps: AppDeps, actor: AccountActor, input: TAddServiceAreaRequest): Promise<TServiceAreas> {
  const area = normalizeServiceArea(input.country, input.postalCode);
  if (isUsServiceArea(area.country) && !usZipPlace(area.postalCode)) {
    throw new AppError('ZIP_NOT_FOUND', { fields: { postalCode: formatMessage('zipNotFound') } });
  }
  await deps.database.db.transaction(async (tx) => {
    const running = await findRunningMembership(tx, actor.accountId);
    const row = running && (await lockMembership(tx, running.id));
    if (!row || row.status === 'expired') throw new AppError('MEMBERSHIP_REQUIRED');
    if (await findServedCode(tx, actor.accountId, area.country, area.postalCode)) throw new AppError('SERVICE_AREA_TAKEN');
    const { allowed, used } = await allowanceOf(tx, row, actor.accountId);
    if (allowed !== null && used >= allowed) {
      const params = { allowed, remaining: Math.max(0, allowed - used) };
      throw new AppError('POSTAL_CODE_LIMIT_REACHED', { params, fields: { postalCode: formatMessage('postalCodeLimitReached', params) } });
    }
    if (!(await insertServiceArea(tx, { accountId: actor.accountId, ...area }))) throw new AppError('SERVICE_AREA_TAKEN');
  });
  return listServiceAreas(deps, actor);
}

/** Removes one of the member's postal codes (kept or not, any membership may remove). */
export async function removeServiceArea(deps: AppDeps, actor: AccountActor, id: string): Promise<TServiceAreas> {
  if (!(await deleteServiceArea(deps.database.db, actor.accountId, id))) throw new AppError('NOT_FOUND');
  return listServiceAreas(deps, actor);
}
