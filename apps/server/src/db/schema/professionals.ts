import { PROFESSIONAL_DOCUMENT_KINDS } from '@app/shared/professionals/profile.schema';
import { PROFESSIONAL_STATUSES, type TProfessionalStatus } from '@app/shared/professionals/profile-transitions';
import type { TProfileTranslations } from '@app/shared/professionals/profile-translations';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { media } from './media';
import { stateEventsTable } from './state-events';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * An industry professional's profile (spec section 3), one per account and keyed by it: the
 * sign-up's saved steps, its review status (docs/decisions/061) and the columns the directory
 * filters on. Turning it off keeps the row (and the account); only deleting the account removes it.
 */
export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    /** The professional's account id. */
    id: uuid()
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text().$type<TProfessionalStatus>().notNull().default('draft'),
    /** Step 1, Your information, as ZProfessionalInformation outputs it; null until saved. */
    information: jsonb().$type<Record<string, unknown>>(),
    /** Step 2, Company information, as ZCompanyInformation outputs it; null until saved. */
    company: jsonb().$type<Record<string, unknown>>(),
    /**
     * About me in the other languages the professional wrote (decision 065), by locale; served only
     * in the languages their running plan includes.
     */
    translations: jsonb().$type<TProfileTranslations>().notNull().default({}),
    /** From step 1, for the directory's filters. */
    profession: text(),
    spokenLanguages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    submittedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    /** The admin's reason of the last rejection, shown to the professional until they resubmit. */
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('professional_profiles_status_check', sql`${t.status} in (${inList(PROFESSIONAL_STATUSES)})`),
    index('professional_profiles_directory_idx')
      .on(t.profession)
      .where(sql`${t.status} = 'verified'`),
    index('professional_profiles_languages_idx').using('gin', t.spokenLanguages),
    index('professional_profiles_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} in ('submitted', 'resubmitted')`),
  ],
);

/** The private files a professional filed for review (IDs, licence, E&O insurance), as media references. */
export const professionalDocuments = pgTable(
  'professional_documents',
  {
    professionalId: uuid()
      .notNull()
      .references(() => professionalProfiles.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.mediaId] }),
    check('professional_documents_kind_check', sql`${t.kind} in (${inList(PROFESSIONAL_DOCUMENT_KINDS)})`),
    index('professional_documents_media_idx').on(t.mediaId),
  ],
);

/** Every status change of a profile: submitted, approved, rejected (with the reason), turned off… */
export const professionalEvents = stateEventsTable('professional_events');
