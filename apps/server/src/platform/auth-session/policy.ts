import { AppError } from '../http/app-error';
import type { AccountActor, Actor } from './actor';

/**
 * The role checks every module uses (spec section 6): visitor, user, verified user,
 * professional (has professionalInfo), admin. Roles come from the server's session only.
 */
export type Role = 'visitor' | 'user' | 'verified' | 'professional' | 'admin';

/** The highest role an actor holds. */
export function roleOf(actor: Actor): Role {
  if (actor.kind === 'visitor') return 'visitor';
  if (actor.admin) return 'admin';
  if (actor.professional) return 'professional';
  return actor.verified ? 'verified' : 'user';
}

/**
 * A signed-in account with a full session. Visitors get 401, an expired session 419 (the web
 * then signs out and asks to log in), a recovery session 403 until a new password is set.
 */
export function requireSignedIn(actor: Actor, options: { allowRecovery?: boolean } = {}): AccountActor {
  if (actor.kind === 'visitor') throw new AppError(actor.sessionExpired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
  if (actor.purpose === 'recovery' && !options.allowRecovery) throw new AppError('RECOVERY_SESSION');
  return actor;
}

/** A signed-in account whose email is verified: 'Verify your account to access this feature'. */
export function requireVerified(actor: Actor): AccountActor {
  const account = requireSignedIn(actor);
  if (!account.verified) throw new AppError('VERIFICATION_REQUIRED');
  return account;
}

/** A professional or an admin. */
export function requireProfessionalOrAdmin(actor: Actor): AccountActor {
  const account = requireSignedIn(actor);
  if (!account.professional && !account.admin) throw new AppError('FORBIDDEN');
  return account;
}

/** An admin, with a verified email. */
export function requireAdmin(actor: Actor): AccountActor {
  const account = requireVerified(actor);
  if (!account.admin) throw new AppError('FORBIDDEN');
  return account;
}
