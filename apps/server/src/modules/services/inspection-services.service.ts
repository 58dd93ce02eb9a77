import type {
  TInspectionService,
  TInspectionServiceInput,
  TInspectionServicesUpdate,
} from '@app/shared/services/inspection-services.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { assertAtLeastMinimums } from './service-minimums';
import { serviceViews, toInspectionService } from './service-views';
import { authorizeServiceSetup, mayOfferServices } from './services.policy';
import { findOwnServices, insertServiceEvent, upsertInspectionService } from './services.repo';

/** GET /inspectionServices: the provider's items; only while offered now unless getAll. */
export async function listOwnInspectionServices(deps: AppDeps, actor: AccountActor, getAll = false): Promise<TInspectionService[]> {
  const db = deps.database.db;
  if (!getAll && !(await mayOfferServices(db, actor.accountId, 'inspection'))) return [];
  return serviceViews.inspection(await findOwnServices(db, 'inspection', actor.accountId));
}

async function saveInspectionService(tx: Tx, actor: AccountActor, input: TInspectionServiceInput) {
  const { row, created } = await upsertInspectionService(tx, { accountId: actor.accountId, ...input });
  await insertServiceEvent(tx, {
    serviceId: row.id,
    actorId: actor.accountId,
    action: created ? 'set-up' : 'change',
    kind: 'inspection',
    data: input,
  });
  return row;
}

/** Checks who sets up and every price against its item's minimum ('0.price' in a list). */
async function authorizeAndPrice(
  deps: AppDeps,
  actor: AccountActor,
  list: readonly TInspectionServiceInput[],
  prefix: (index: number) => string,
) {
  const db = deps.database.db;
  await authorizeServiceSetup(db, actor.accountId, 'inspection');
  await assertAtLeastMinimums(
    db,
    list.map((input, index) => ({
      service: { kind: 'inspection', id: input.item },
      price: input.price,
      currency: input.currency,
      field: `${prefix(index)}price`,
    })),
  );
}

/** POST /inspectionServices: a verified inspector with a membership prices one item (replacing its terms if offered). */
export async function createInspectionService(
  deps: AppDeps,
  actor: AccountActor,
  input: TInspectionServiceInput,
): Promise<TInspectionService> {
  await authorizeAndPrice(deps, actor, [input], () => '');
  return toInspectionService(await deps.database.db.transaction((tx) => saveInspectionService(tx, actor, input)));
}

/** PUT /inspectionServices: prices a list of items at once, all or none; replies with the provider's items. */
export async function updateInspectionServices(
  deps: AppDeps,
  actor: AccountActor,
  list: TInspectionServicesUpdate,
): Promise<TInspectionService[]> {
  await authorizeAndPrice(deps, actor, list, (index) => `${index}.`);
  await deps.database.db.transaction(async (tx) => {
    for (const input of list) await saveInspectionService(tx, actor, input);
  });
  return listOwnInspectionServices(deps, actor, true);
}
