import type { TAccount } from '@app/shared/accounts/account.schema';

/**
 * The professions of the account holder, from its professional profile (`profession` or
 * `professions`), as the server reads them; no profile means none.
 */
export function professionsOf(account: Pick<TAccount, 'professionalInfo'> | undefined): string[] {
  const info = account?.professionalInfo as { profession?: unknown; professions?: unknown } | null | undefined;
  if (!info) return [];
  if (Array.isArray(info.professions)) return info.professions.filter((p): p is string => typeof p === 'string');
  return typeof info.profession === 'string' ? [info.profession] : [];
}
