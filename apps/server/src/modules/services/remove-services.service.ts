import type { TServiceKindId } from '@app/shared/reference/orders';
import type { TRemovedServices } from '@app/shared/services/service-terms';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { deleteOwnServices, insertServiceEvent } from './services.repo';

/**
 * DELETE /{kind}Services/{id} and DELETE with a body of ids: removes the provider's own services, all
 * or none (an id that is not theirs: 404, nothing removed). Any owner may remove, whatever their
 * membership. Orders keep their own copy of what was ordered.
 */
export async function removeOwnServices(
  deps: AppDeps,
  actor: AccountActor,
  kind: TServiceKindId,
  ids: readonly string[],
): Promise<TRemovedServices> {
  const unique = [...new Set(ids)];
  return deps.database.db.transaction(async (tx) => {
    const removed = await deleteOwnServices(tx, kind, actor.accountId, unique);
    if (removed.length !== unique.length) throw new AppError('NOT_FOUND');
    for (const row of removed)
      await insertServiceEvent(tx, { serviceId: row.id, actorId: actor.accountId, action: 'remove', kind, data: {} });
    return { removed: removed.map((row) => row.id) };
  });
}
