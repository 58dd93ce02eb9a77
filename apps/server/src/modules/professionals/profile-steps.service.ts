import { MESSAGES } from '@app/shared/messages/messages';
import {
  PROFESSIONAL_DOCUMENT_KINDS,
  type TCompanyInformation,
  type TProfessionalInformation,
} from '@app/shared/professionals/profile.schema';
import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { FILE_TYPES, UPLOAD_FILE_TYPES } from '@app/shared/validation/file-types';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { mediaViews } from '../media/index';
import { moveProfile, syncAccountProfessionalInfo } from './profile-machine';
import { profileView } from './profile-view';
import {
  findProfile,
  lockOrCreateProfile,
  replaceDocuments,
  updateProfileRow,
  type ProfessionalDocumentRow,
  type ProfessionalRow,
} from './professionals.repo';

const IDENTITY_CONTENT_TYPES: readonly string[] = UPLOAD_FILE_TYPES.identity.map((type) => FILE_TYPES[type].mimeType);

/** What the admin checked: changing any of it on a verified profile sends it back for review. */
const REVIEWED_FIELDS = ['profession', 'governmentId', 'professionalLicense', 'tradeMembership', 'credentials', 'documents'] as const;

/** JSON with object keys sorted, so a value read back from jsonb compares equal to the one written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function reviewedFieldsChanged(before: Record<string, unknown> | null, after: TProfessionalInformation): boolean {
  if (!before) return true;
  return REVIEWED_FIELDS.some((field) => canonical(before[field] ?? null) !== canonical(after[field] ?? null));
}

/**
 * The documents named in step 1, checked: each must be one of the professional's own finished
 * uploads, private, and a PDF, JPG or PNG (spec: file types for IDs); 'File could not upload, try
 * another one' on the ones that are not.
 */
async function checkedDocuments(deps: AppDeps, ownerId: string, documents: TProfessionalInformation['documents']) {
  const rows: ProfessionalDocumentRow[] = PROFESSIONAL_DOCUMENT_KINDS.flatMap((kind) =>
    documents[kind].map((mediaId, position) => ({ kind, mediaId, position })),
  );
  const found = await mediaViews(deps, ownerId, [...new Set(rows.map((row) => row.mediaId))]);
  const fields: Record<string, string> = {};
  for (const row of rows) {
    const file = found.get(row.mediaId);
    if (!file || file.access !== 'private' || !IDENTITY_CONTENT_TYPES.includes(file.contentType)) {
      fields[`documents.${row.kind}.${row.position}`] = MESSAGES.fileCouldNotUpload;
    }
  }
  if (new Set(rows.map((row) => row.mediaId)).size !== rows.length) fields.documents = MESSAGES.invalidInput;
  if (Object.keys(fields).length) throw new AppError('INVALID_INPUTS', { fields });
  return rows;
}

/**
 * Saves a step for the signed-in account, making the profile on the first save. A profile that
 * was turned off opens again as a draft; a verified one whose reviewed fields change goes back
 * for review (resubmit), in the same transaction as the change.
 */
async function saveStep(
  deps: AppDeps,
  actor: AccountActor,
  change: (tx: Tx, row: ProfessionalRow) => Promise<{ row: ProfessionalRow; reviewedChanged: boolean }>,
): Promise<TOwnProfessionalProfile> {
  const owner = { id: actor.accountId, relation: 'owner' as const };
  const saved = await deps.database.db.transaction(async (tx) => {
    let row = await lockOrCreateProfile(tx, actor.accountId);
    if (row.status === 'off') row = await moveProfile(tx, row, 'reopen', owner);
    const { row: changed, reviewedChanged } = await change(tx, row);
    if (changed.status === 'verified' && reviewedChanged) {
      return moveProfile(tx, changed, 'resubmit', owner, { set: { submittedAt: new Date() } });
    }
    await syncAccountProfessionalInfo(tx, changed);
    return changed;
  });
  return profileView(deps, saved, 'owner');
}

/** PUT /professionals/me/information: step 1, Your information (validated by the route with ZProfessionalInformation). */
export async function saveInformation(deps: AppDeps, actor: AccountActor, information: TProfessionalInformation) {
  const documents = await checkedDocuments(deps, actor.accountId, information.documents);
  return saveStep(deps, actor, async (tx, row) => {
    const reviewedChanged = reviewedFieldsChanged(row.information, information);
    await replaceDocuments(tx, row.id, documents);
    const changed = await updateProfileRow(tx, row.id, {
      information,
      profession: information.profession,
      spokenLanguages: information.spokenLanguages,
    });
    return { row: changed, reviewedChanged };
  });
}

/** PUT /professionals/me/company: step 2, Company information. */
export function saveCompany(deps: AppDeps, actor: AccountActor, company: TCompanyInformation) {
  return saveStep(deps, actor, async (tx, row) => ({ row: await updateProfileRow(tx, row.id, { company }), reviewedChanged: false }));
}

/** GET /professionals/me: the signed-in account's profile, or null before its first save. */
export async function ownProfile(deps: AppDeps, actor: AccountActor): Promise<TOwnProfessionalProfile | null> {
  const row = await findProfile(deps.database.db, actor.accountId);
  return row ? profileView(deps, row, 'owner') : null;
}
