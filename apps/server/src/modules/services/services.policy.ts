import type { TServiceKindId } from '@app/shared/reference/orders';
import { SERVICE_PROFESSIONS } from '@app/shared/services/service-terms';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { hasActiveMembership } from '../memberships/index';
import { verifiedProfessionsOf } from '../professionals/index';

/** Why an account may not offer a kind of service now, or undefined when it may. */
async function refusalOf(db: DbOrTx, accountId: string, kind: TServiceKindId) {
  const professions = await verifiedProfessionsOf(db, accountId);
  if (!professions.includes(SERVICE_PROFESSIONS[kind])) return 'VERIFICATION_REQUIRED' as const;
  if (!(await hasActiveMembership(db, accountId))) return 'MEMBERSHIP_REQUIRED' as const;
  return undefined;
}

/**
 * Whether an account offers a kind of service now (spec section 6: a professional verified in the
 * matching profession, appraiser, inspector or media specialist, with a running membership plan).
 */
export async function mayOfferServices(db: DbOrTx, accountId: string, kind: TServiceKindId): Promise<boolean> {
  return (await refusalOf(db, accountId, kind)) === undefined;
}

/** Refuses setting up a kind of service to anyone else: 403 'Verify your account…', or the membership message. */
export async function authorizeServiceSetup(db: DbOrTx, accountId: string, kind: TServiceKindId): Promise<void> {
  const refusal = await refusalOf(db, accountId, kind);
  if (refusal) throw new AppError(refusal);
}
