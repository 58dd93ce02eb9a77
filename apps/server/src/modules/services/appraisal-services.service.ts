import { APPRAISAL_TYPE_IDS } from '@app/shared/reference/orders';
import type {
  TAppraisalService,
  TAppraisalServiceInput,
  TAppraisalServicesUpdate,
  TAppraisalTypeTerms,
} from '@app/shared/services/appraisal-services.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { assertAtLeastMinimums, type PriceToCheck } from './service-minimums';
import { serviceViews, toAppraisalService } from './service-views';
import { authorizeServiceSetup, mayOfferServices } from './services.policy';
import { findOwnServices, insertAppraisalService, insertServiceEvent, updateAppraisalService } from './services.repo';

type Input = TAppraisalServicesUpdate[number];

/** The row's columns for a service's terms (a type left out is not offered: null price and lead time). */
function columnsOf(input: TAppraisalServiceInput) {
  const pick = (terms: TAppraisalTypeTerms | null | undefined) => ({ price: terms?.price ?? null, leadTime: terms?.leadTime ?? null });
  const desktop = pick(input.types.desktop);
  const driveBy = pick(input.types['drive-by']);
  const full = pick(input.types.full);
  return {
    sizeRange: input.sizeRange,
    currency: input.currency,
    desktopPrice: desktop.price,
    desktopLeadTime: desktop.leadTime,
    driveByPrice: driveBy.price,
    driveByLeadTime: driveBy.leadTime,
    fullPrice: full.price,
    fullLeadTime: full.leadTime,
  };
}

/** Each priced type of each service against its minimum, with its field ('0.types.full.price' in a list). */
function pricesOf(services: readonly Input[], prefix: (index: number) => string): PriceToCheck[] {
  return services.flatMap((service, index) =>
    APPRAISAL_TYPE_IDS.flatMap((type) => {
      const terms = service.types[type];
      return terms
        ? [
            {
              service: { kind: 'appraisal', id: type },
              price: terms.price,
              currency: service.currency,
              field: `${prefix(index)}types.${type}.price`,
            },
          ]
        : [];
    }),
  );
}

/** GET /appraisalServices: the provider's services; only those offered now unless getAll. */
export async function listOwnAppraisalServices(deps: AppDeps, actor: AccountActor, getAll = false): Promise<TAppraisalService[]> {
  const db = deps.database.db;
  if (!getAll && !(await mayOfferServices(db, actor.accountId, 'appraisal'))) return [];
  return serviceViews.appraisal(await findOwnServices(db, 'appraisal', actor.accountId));
}

/** Adds or changes one service in the transaction, with its event; refuses a size range priced twice. */
async function saveAppraisalService(tx: Tx, actor: AccountActor, input: Input) {
  const columns = columnsOf(input);
  const row = input._id
    ? await updateAppraisalService(tx, actor.accountId, input._id, columns).catch(rethrowTaken)
    : await insertAppraisalService(tx, { accountId: actor.accountId, ...columns });
  if (!row) throw new AppError(input._id ? 'NOT_FOUND' : 'SERVICE_ALREADY_OFFERED');
  await insertServiceEvent(tx, {
    serviceId: row.id,
    actorId: actor.accountId,
    action: input._id ? 'change' : 'set-up',
    kind: 'appraisal',
    data: columns,
  });
  return row;
}

/** A change onto a size range the provider already prices: 409, not a 500. */
function rethrowTaken(err: unknown): never {
  throw isUniqueViolation(err) ? new AppError('SERVICE_ALREADY_OFFERED') : err;
}

/**
 * POST /appraisalServices: a verified appraiser with a running membership prices a size range for
 * at least one appraisal type, each price at least its minimum.
 */
export async function createAppraisalService(
  deps: AppDeps,
  actor: AccountActor,
  input: TAppraisalServiceInput,
): Promise<TAppraisalService> {
  const db = deps.database.db;
  await authorizeServiceSetup(db, actor.accountId, 'appraisal');
  await assertAtLeastMinimums(
    db,
    pricesOf([input], () => ''),
  );
  return toAppraisalService(await db.transaction((tx) => saveAppraisalService(tx, actor, input)));
}

/**
 * PUT /appraisalServices: saves a list at once (those with an _id changed, only the provider's own;
 * the others added), all or none; replies with the provider's services.
 */
export async function updateAppraisalServices(
  deps: AppDeps,
  actor: AccountActor,
  list: TAppraisalServicesUpdate,
): Promise<TAppraisalService[]> {
  const db = deps.database.db;
  await authorizeServiceSetup(db, actor.accountId, 'appraisal');
  await assertAtLeastMinimums(
    db,
    pricesOf(list, (index) => `${index}.`),
  );
  await db.transaction(async (tx) => {
    for (const input of list) await saveAppraisalService(tx, actor, input);
  });
  return listOwnAppraisalServices(deps, actor, true);
}
