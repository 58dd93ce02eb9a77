import type { professionalProfiles } from '../db/schema/index';
import type { DemoAccount } from './demo-accounts';

type DemoProfile = Pick<
  typeof professionalProfiles.$inferInsert,
  'id' | 'status' | 'profession' | 'submittedAt' | 'verifiedAt' | 'createdAt' | 'updatedAt'
>;

/**
 * The verified professional profiles of the demo's agents, developers and escrow and title
 * officers: what unlocks the listing fields their listings use (Listing Agent, Developer, MLS
 * number; docs/decisions/061). They hold no sign-up steps and no membership, so the directory
 * does not list them.
 */
export function demoProfessionalProfiles(accounts: readonly DemoAccount[]): DemoProfile[] {
  return accounts.flatMap((account) => {
    const profession = account.professionalInfo?.profession;
    if (typeof profession !== 'string') return [];
    const at = account.createdAt;
    return [{ id: account.id, status: 'verified', profession, submittedAt: at, verifiedAt: at, createdAt: at, updatedAt: at }];
  });
}
