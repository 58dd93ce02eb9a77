import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { serviceAreas } from '../../db/schema/index';

export type ServiceAreaRow = typeof serviceAreas.$inferSelect;

/** The account's service postal codes, oldest first. */
export async function findServiceAreas(db: DbOrTx, accountId: string): Promise<ServiceAreaRow[]> {
  return db
    .select()
    .from(serviceAreas)
    .where(eq(serviceAreas.accountId, accountId))
    .orderBy(asc(serviceAreas.createdAt), asc(serviceAreas.id));
}

/** How many postal codes the account serves. */
export async function countServiceAreas(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(serviceAreas).where(eq(serviceAreas.accountId, accountId));
  return row?.n ?? 0;
}

/** Adds a postal code; undefined when the account serves it already. */
export async function insertServiceArea(db: DbOrTx, values: { accountId: string; country: string; postalCode: string }) {
  const [row] = await db.insert(serviceAreas).values(values).onConflictDoNothing().returning();
  return row;
}

/** Removes one of the account's postal codes; whether it was there. */
export async function deleteServiceArea(db: DbOrTx, accountId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(serviceAreas)
    .where(and(eq(serviceAreas.id, id), eq(serviceAreas.accountId, accountId)))
    .returning({ id: serviceAreas.id });
  return rows.length > 0;
}

/** Whether the account lists this (normalised) postal code. */
export async function findServedCode(db: DbOrTx, accountId: string, country: string, postalCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceAreas.id })
    .from(serviceAreas)
    .where(and(eq(serviceAreas.accountId, accountId), eq(serviceAreas.country, country), eq(serviceAreas.postalCode, postalCode)))
    .limit(1);
  return Boolean(row);
}

/**
 * `exists (this account serves this postal code)`, for another module's query (the directory's
 * filter, or its order: service-area match first). Pass the normalised code (normalizeServiceArea).
 */
export function servesPostalCodeSql(accountId: PgColumn | SQL, country: string, postalCode: string): SQL {
  return sql`exists (select 1 from ${serviceAreas} where ${serviceAreas.accountId} = ${accountId} and ${serviceAreas.country} = ${country} and ${serviceAreas.postalCode} = ${postalCode})`;
}
