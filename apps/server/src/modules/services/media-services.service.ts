import { formatMessage } from '@app/shared/messages/messages';
import type { TMediaService, ZMediaServiceInput } from '@app/shared/services/media-services.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { assertAtLeastMinimums } from './service-minimums';
import { serviceViews, toMediaService } from './service-views';
import { authorizeServiceSetup } from './services.policy';
import { findOwnServices, insertMediaService, insertServiceEvent, updateMediaService } from './services.repo';

type MediaInput = z.output<typeof ZMediaServiceInput>;

/** GET /mediaServices: the provider's media services. */
export async function listOwnMediaServices(deps: AppDeps, actor: AccountActor): Promise<TMediaService[]> {
  return serviceViews.media(await findOwnServices(deps.database.db, 'media', actor.accountId));
}

/** GET /mediaServices/{id}: one of the provider's media services (someone else's: 404). */
export async function ownMediaService(deps: AppDeps, actor: AccountActor, id: string): Promise<TMediaService> {
  const row = (await findOwnServices(deps.database.db, 'media', actor.accountId)).find((service) => service.id === id);
  if (!row) throw new AppError('NOT_FOUND');
  return toMediaService(row);
}

async function authorizeAndPrice(deps: AppDeps, actor: AccountActor, input: MediaInput) {
  const db = deps.database.db;
  await authorizeServiceSetup(db, actor.accountId, 'media');
  await assertAtLeastMinimums(db, [
    { service: { kind: 'media', id: input.service }, price: input.price, currency: input.currency, field: 'price' },
  ]);
}

/** POST /mediaServices: a verified media specialist with a membership offers one media service (once per kind). */
export async function createMediaService(deps: AppDeps, actor: AccountActor, input: MediaInput): Promise<TMediaService> {
  await authorizeAndPrice(deps, actor, input);
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await insertMediaService(tx, { accountId: actor.accountId, ...input });
    if (!created) throw new AppError('SERVICE_ALREADY_OFFERED', { fields: { service: formatMessage('serviceAlreadyOffered') } });
    await insertServiceEvent(tx, { serviceId: created.id, actorId: actor.accountId, action: 'set-up', kind: 'media', data: input });
    return created;
  });
  return toMediaService(row);
}

/** PUT /mediaServices/{id}: changes one of the provider's own media services (someone else's: 404). */
export async function updateMediaServiceTerms(deps: AppDeps, actor: AccountActor, id: string, input: MediaInput): Promise<TMediaService> {
  await authorizeAndPrice(deps, actor, input);
  const row = await deps.database.db
    .transaction(async (tx) => {
      const updated = await updateMediaService(tx, actor.accountId, id, input);
      if (!updated) throw new AppError('NOT_FOUND');
      await insertServiceEvent(tx, { serviceId: id, actorId: actor.accountId, action: 'change', kind: 'media', data: input });
      return updated;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? new AppError('SERVICE_ALREADY_OFFERED') : err;
    });
  return toMediaService(row);
}
