import type { DbOrTx } from '../../db/client';
import { findVerifiedProfession } from './professionals.repo';

/**
 * The professions an account holds as a verified professional (spec: listing fields are locked
 * unless the user has the matching professional account): its profile's profession once an admin
 * has verified it; none before, while it is reviewed again, or once it is turned off.
 */
export async function verifiedProfessionsOf(db: DbOrTx, accountId: string): Promise<string[]> {
  const profession = await findVerifiedProfession(db, accountId);
  return profession ? [profession] : [];
}
