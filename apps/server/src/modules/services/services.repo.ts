import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { TServiceKindId } from '@app/shared/reference/orders';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts, appraisalServices, inspectionServices, mediaServices, serviceEvents } from '../../db/schema/index';
import { hasRunningMembershipSql, servesPostalCodeSql } from '../memberships/index';

export type AppraisalServiceRow = typeof appraisalServices.$inferSelect;
export type InspectionServiceRow = typeof inspectionServices.$inferSelect;
export type MediaServiceRow = typeof mediaServices.$inferSelect;

/** The table holding each kind's services (all keyed by the provider's account id). */
export const SERVICE_TABLES = { appraisal: appraisalServices, inspection: inspectionServices, media: mediaServices } as const;

type RowOf = { appraisal: AppraisalServiceRow; inspection: InspectionServiceRow; media: MediaServiceRow };

/**
 * A kind's table, typed as one of them: the three share the id, accountId and createdAt columns
 * these generic queries use, and Drizzle cannot type a query over a union of tables.
 */
const tableOf = (kind: TServiceKindId) => SERVICE_TABLES[kind] as typeof appraisalServices;

/** A provider's services of one kind, oldest first. */
export async function findOwnServices<K extends TServiceKindId>(db: DbOrTx, kind: K, accountId: string): Promise<RowOf[K][]> {
  const table = tableOf(kind);
  return (await db.select().from(table).where(eq(table.accountId, accountId)).orderBy(asc(table.createdAt), asc(table.id))) as RowOf[K][];
}

/** Services of one kind by id, whoever owns them (the orders module prices orders from them). */
export async function findServicesByIds<K extends TServiceKindId>(db: DbOrTx, kind: K, ids: readonly string[]): Promise<RowOf[K][]> {
  if (ids.length === 0) return [];
  const table = tableOf(kind);
  return (await db
    .select()
    .from(table)
    .where(inArray(table.id, [...ids]))) as RowOf[K][];
}

/** Removes some of a provider's services of one kind; the removed rows (others' ids are left alone). */
export async function deleteOwnServices<K extends TServiceKindId>(
  tx: Tx,
  kind: K,
  accountId: string,
  ids: readonly string[],
): Promise<RowOf[K][]> {
  const table = tableOf(kind);
  return (await tx
    .delete(table)
    .where(and(eq(table.accountId, accountId), inArray(table.id, [...ids])))
    .returning()) as RowOf[K][];
}

/** Adds an appraisal service; undefined when the provider already prices that size range. */
export async function insertAppraisalService(tx: Tx, values: typeof appraisalServices.$inferInsert) {
  const [row] = await tx.insert(appraisalServices).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes one of the provider's appraisal services; undefined when it is not theirs. */
export async function updateAppraisalService(tx: Tx, accountId: string, id: string, set: Partial<typeof appraisalServices.$inferInsert>) {
  const [row] = await tx
    .update(appraisalServices)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(appraisalServices.id, id), eq(appraisalServices.accountId, accountId)))
    .returning();
  return row;
}

/** Adds or replaces the provider's terms for one inspection item; the row and whether it is new. */
export async function upsertInspectionService(tx: Tx, values: typeof inspectionServices.$inferInsert) {
  const [before] = await tx
    .select({ id: inspectionServices.id })
    .from(inspectionServices)
    .where(and(eq(inspectionServices.accountId, values.accountId), eq(inspectionServices.item, values.item)));
  const [row] = await tx
    .insert(inspectionServices)
    .values(values)
    .onConflictDoUpdate({
      target: [inspectionServices.accountId, inspectionServices.item],
      set: { currency: values.currency, price: values.price, leadTime: values.leadTime, updatedAt: new Date() },
    })
    .returning();
  return { row: row!, created: !before };
}

/** Adds a media service; undefined when the provider already offers that kind. */
export async function insertMediaService(tx: Tx, values: typeof mediaServices.$inferInsert) {
  const [row] = await tx.insert(mediaServices).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes one of the provider's media services; undefined when it is not theirs. */
export async function updateMediaService(tx: Tx, accountId: string, id: string, set: Partial<typeof mediaServices.$inferInsert>) {
  const [row] = await tx
    .update(mediaServices)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(mediaServices.id, id), eq(mediaServices.accountId, accountId)))
    .returning();
  return row;
}

export type ServiceEventAction = 'set-up' | 'change' | 'remove';

/** Records a service set up, changed or removed, in the change's transaction. */
export async function insertServiceEvent(
  tx: Tx,
  event: { serviceId: string; actorId: string; action: ServiceEventAction; kind: TServiceKindId; data: Record<string, unknown> },
) {
  await tx.insert(serviceEvents).values({
    entityId: event.serviceId,
    actorId: event.actorId,
    actorRelation: 'owner',
    action: event.action,
    fromStatus: event.action === 'set-up' ? 'none' : 'offered',
    toStatus: event.action === 'remove' ? 'removed' : 'offered',
    data: { kind: event.kind, ...event.data },
  });
}

/** A service's history, oldest first (tests and support read it). */
export async function findServiceEvents(db: DbOrTx, serviceId: string) {
  return db
    .select({ action: serviceEvents.action, toStatus: serviceEvents.toStatus, data: serviceEvents.data })
    .from(serviceEvents)
    .where(eq(serviceEvents.entityId, serviceId))
    .orderBy(asc(serviceEvents.at));
}

/**
 * The accounts that may be offering a kind of service in a postal code: they serve the code (country
 * and code normalised), have a running membership and at least one service of the kind; by name.
 * The caller still checks the verified profession (mayOfferServices).
 */
export async function findProvidersServing(db: DbOrTx, kind: TServiceKindId, country: string, postalCode: string, limit: number) {
  const table = tableOf(kind);
  return db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(
      and(
        servesPostalCodeSql(accounts.id, country, postalCode),
        hasRunningMembershipSql(accounts.id),
        exists(
          db
            .select({ one: sql`1` })
            .from(table)
            .where(eq(table.accountId, accounts.id)),
        ),
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
    .limit(limit);
}
