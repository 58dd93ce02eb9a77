import { PROFESSIONAL_DOCUMENT_KINDS, ZCompanyInformation, ZProfessionalInformation } from '@app/shared/professionals/profile.schema';
import { AWAITING_REVIEW, professionalActionsFor, type TProfessionalRelation } from '@app/shared/professionals/profile-transitions';
import { verificationOverdue } from '@app/shared/professionals/profile-verification';
import type {
  TOwnProfessionalProfile,
  TProfessionalDocument,
  TProfessionalVerification,
} from '@app/shared/professionals/profile-views.schema';
import type { AppDeps } from '../../app-deps';
import { fileNames, signedDocumentUrl } from '../media/index';
import { findDocuments, type ProfessionalRow } from './professionals.repo';

type Information = TOwnProfessionalProfile['information'];
type Company = TOwnProfessionalProfile['company'];

/** Whether a profile is waiting in the review queue. */
export function awaitingReview(status: ProfessionalRow['status']): boolean {
  return (AWAITING_REVIEW as readonly string[]).includes(status);
}

/** Where verification stands, as dashboard/professional/verify shows it. */
export function verificationOf(row: ProfessionalRow, now = new Date()): TProfessionalVerification {
  return {
    submittedAt: row.submittedAt?.toISOString() ?? null,
    contactSupport: verificationOverdue(row.submittedAt, awaitingReview(row.status), now),
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    verifiedAt: row.status === 'verified' ? (row.verifiedAt?.toISOString() ?? null) : null,
  };
}

/** Whether the saved steps pass today's checks (an ID saved last year may have expired since). */
export function stepsOf(row: Pick<ProfessionalRow, 'information' | 'company'>) {
  return {
    information: row.information !== null && ZProfessionalInformation.safeParse(row.information).success,
    company: row.company !== null && ZCompanyInformation.safeParse(row.company).success,
  };
}

/** The filed documents with short-lived signed links (only for the owner and the reviewing admin). */
export async function documentViews(deps: AppDeps, id: string): Promise<TProfessionalDocument[]> {
  const documents = await findDocuments(deps.database.db, id);
  const names = await fileNames(
    deps,
    documents.map((doc) => doc.mediaId),
  );
  const views = await Promise.all(
    documents.map(async (doc) => {
      const url = await signedDocumentUrl(deps, doc.mediaId);
      return url ? { mediaId: doc.mediaId, kind: doc.kind, name: names[doc.mediaId] ?? '', url } : undefined;
    }),
  );
  return views
    .filter((view) => view !== undefined)
    .sort((a, b) => PROFESSIONAL_DOCUMENT_KINDS.indexOf(a.kind) - PROFESSIONAL_DOCUMENT_KINDS.indexOf(b.kind));
}

/** A profile as its owner (relation owner) or a reviewing admin sees it. */
export async function profileView(deps: AppDeps, row: ProfessionalRow, relation: TProfessionalRelation): Promise<TOwnProfessionalProfile> {
  return {
    _id: row.id,
    status: row.status,
    information: row.information as Information,
    company: row.company as Company,
    translations: row.translations,
    steps: stepsOf(row),
    documents: await documentViews(deps, row.id),
    verification: verificationOf(row),
    actions: professionalActionsFor(relation, { status: row.status }),
    updatedAt: row.updatedAt.toISOString(),
  };
}
