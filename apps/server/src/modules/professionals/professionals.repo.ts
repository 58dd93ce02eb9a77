import type { TProfessionalDocumentKind } from '@app/shared/professionals/profile.schema';
import type { TProfessionalStatus } from '@app/shared/professionals/profile-transitions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, professionalDocuments, professionalEvents, professionalProfiles } from '../../db/schema/index';

/** The tables a profile's state machine updates (status) and appends to (events). */
export const professionalStateTables = { table: professionalProfiles, events: professionalEvents };

export type ProfessionalRow = typeof professionalProfiles.$inferSelect;
export type ProfessionalDocumentRow = { mediaId: string; kind: TProfessionalDocumentKind; position: number };

/** The profile of an account, if it has one. */
export async function findProfile(db: DbOrTx, id: string): Promise<ProfessionalRow | undefined> {
  const [row] = await db.select().from(professionalProfiles).where(eq(professionalProfiles.id, id));
  return row;
}

/** The profile locked for a change in this transaction (FOR UPDATE), if there is one. */
export async function lockProfile(tx: DbOrTx, id: string): Promise<ProfessionalRow | undefined> {
  const [row] = await tx.select().from(professionalProfiles).where(eq(professionalProfiles.id, id)).for('update');
  return row;
}

/** The account's profile, made as an empty draft the first time (two first saves at once make one). */
export async function lockOrCreateProfile(tx: DbOrTx, id: string): Promise<ProfessionalRow> {
  await tx.insert(professionalProfiles).values({ id }).onConflictDoNothing();
  const row = await lockProfile(tx, id);
  if (!row) throw new Error(`professional profile ${id} was not created`);
  return row;
}

/** Changes a profile's saved steps and directory columns (not its status: that is the machine's). */
export async function updateProfileRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<Pick<ProfessionalRow, 'information' | 'company' | 'translations' | 'profession' | 'spokenLanguages'>>,
): Promise<ProfessionalRow> {
  const [row] = await tx
    .update(professionalProfiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(professionalProfiles.id, id))
    .returning();
  if (!row) throw new Error(`professional profile ${id} vanished`);
  return row;
}

/** The documents a profile files, by kind and in the order given. */
export function findDocuments(db: DbOrTx, id: string): Promise<ProfessionalDocumentRow[]> {
  return db
    .select({ mediaId: professionalDocuments.mediaId, kind: professionalDocuments.kind, position: professionalDocuments.position })
    .from(professionalDocuments)
    .where(eq(professionalDocuments.professionalId, id))
    .orderBy(asc(professionalDocuments.kind), asc(professionalDocuments.position)) as Promise<ProfessionalDocumentRow[]>;
}

/** Replaces the documents a profile files. */
export async function replaceDocuments(tx: DbOrTx, id: string, documents: ProfessionalDocumentRow[]): Promise<void> {
  await tx.delete(professionalDocuments).where(eq(professionalDocuments.professionalId, id));
  if (documents.length) await tx.insert(professionalDocuments).values(documents.map((doc) => ({ ...doc, professionalId: id })));
}

/** Profiles in some statuses with their account's name and email, the longest waiting first (the admin review queue). */
export function findQueue(db: DbOrTx, statuses: readonly TProfessionalStatus[]) {
  return db
    .select({
      id: professionalProfiles.id,
      status: professionalProfiles.status,
      profession: professionalProfiles.profession,
      companyName: sql<string | null>`${professionalProfiles.company}->>'companyName'`,
      submittedAt: professionalProfiles.submittedAt,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(professionalProfiles)
    .innerJoin(accounts, eq(accounts.id, professionalProfiles.id))
    .where(inArray(professionalProfiles.status, [...statuses]))
    .orderBy(sql`${professionalProfiles.submittedAt} asc nulls last`, asc(professionalProfiles.createdAt))
    .limit(500);
}

/** A profile's state changes, oldest first. */
export function findEvents(db: DbOrTx, id: string) {
  return db
    .select({
      action: professionalEvents.action,
      from: professionalEvents.fromStatus,
      to: professionalEvents.toStatus,
      reason: professionalEvents.reason,
      by: professionalEvents.actorRelation,
      at: professionalEvents.at,
    })
    .from(professionalEvents)
    .where(eq(professionalEvents.entityId, id))
    .orderBy(asc(professionalEvents.at));
}

/** Whether the account's profile is verified, and its profession (what unlocks listing fields). */
export async function findVerifiedProfession(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ profession: professionalProfiles.profession })
    .from(professionalProfiles)
    .where(and(eq(professionalProfiles.id, id), eq(professionalProfiles.status, 'verified')));
  return row?.profession ?? null;
}

/** The profile status of each of these accounts that has a profile. */
export async function findProfileStatuses(db: DbOrTx, ids: string[]): Promise<Map<string, TProfessionalStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: professionalProfiles.id, status: professionalProfiles.status })
    .from(professionalProfiles)
    .where(inArray(professionalProfiles.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}
