import type { TAdminAccount, TAdminRoleChange } from '@app/shared/admin/admin.schema';
import { AWAITING_REVIEW, type TProfessionalStatus } from '@app/shared/professionals/profile-transitions';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { countActiveSessions, deleteAccountSessions } from '../../platform/auth-session/sessions';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { findAccountById, searchAccounts, updateAccountRow, type AccountRow } from '../accounts/index';
import { approveProfile, findProfileStatuses, turnOffProfile } from '../professionals/index';

async function peopleView(deps: AppDeps, rows: AccountRow[]): Promise<TAdminAccount[]> {
  const ids = rows.map((row) => row.id);
  const [sessions, statuses] = await Promise.all([countActiveSessions(deps.database.db, ids), findProfileStatuses(deps.database.db, ids)]);
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    verified: row.emailVerifiedAt !== null,
    admin: row.isAdmin && row.emailVerifiedAt !== null,
    adminFromConfig: row.adminFromConfig,
    professionalStatus: statuses.get(row.id) ?? null,
    professional: row.professionalInfo !== null,
    activeSessions: sessions.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** GET admin/accounts?q: accounts by email or name. */
export async function findPeople(deps: AppDeps, q: string): Promise<TAdminAccount[]> {
  return peopleView(deps, await searchAccounts(deps.database.db, q));
}

async function personView(deps: AppDeps, id: string): Promise<TAdminAccount> {
  const row = await findAccountById(deps.database.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [view] = await peopleView(deps, [row]);
  return view!;
}

/**
 * PUT admin/accounts/{id}/roles: the admin role is set on the account; the professional role
 * follows the profile (decision 066), so granting it verifies the profile waiting for review and
 * removing it turns the profile off. Each change is logged with who and why.
 */
export async function changeRole(deps: AppDeps, actor: AccountActor, id: string, change: TAdminRoleChange): Promise<TAdminAccount> {
  if (change.role === 'admin') {
    await deps.database.db.transaction(async (tx) => {
      const row = await findAccountById(tx, id);
      if (!row) throw new AppError('NOT_FOUND');
      await updateAccountRow(tx, id, { isAdmin: change.grant, adminFromConfig: false });
      await recordAdminAction(tx, actor, {
        action: change.grant ? 'account.grant-admin' : 'account.remove-admin',
        targetKind: 'account',
        targetId: id,
        targetLabel: row.email,
        reason: change.why,
      });
    });
    return personView(deps, id);
  }
  const status: TProfessionalStatus | undefined = (await findProfileStatuses(deps.database.db, [id])).get(id);
  if (change.grant) {
    if (!status || !(AWAITING_REVIEW as readonly string[]).includes(status)) throw new AppError('PROFESSIONAL_NOT_WAITING');
    await approveProfile(deps, actor, id, change.why);
  } else {
    if (!status || status === 'off') throw new AppError('ACTION_NOT_AVAILABLE');
    await turnOffProfile(deps, actor, id, change.why);
  }
  return personView(deps, id);
}

/** POST admin/accounts/{id}/end-sessions: signs the account out on every device; logged with why. */
export async function endSessions(deps: AppDeps, actor: AccountActor, id: string, why: string): Promise<TAdminAccount> {
  await deps.database.db.transaction(async (tx) => {
    const row = await findAccountById(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    await deleteAccountSessions(tx, id);
    await recordAdminAction(tx, actor, {
      action: 'account.end-sessions',
      targetKind: 'account',
      targetId: id,
      targetLabel: row.email,
      reason: why,
    });
  });
  return personView(deps, id);
}
