import type { TRegisterPromo } from '@app/shared/professionals/promotion.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { findLatestMembership, findMembershipEvents, findRunningMembership } from './memberships.repo';

/** The events of the member's running (else latest) membership, oldest first. */
export async function membershipHistory(deps: AppDeps, actor: AccountActor) {
  const db = deps.database.db;
  const row = (await findRunningMembership(db, actor.accountId)) ?? (await findLatestMembership(db, actor.accountId));
  if (!row) return [];
  return (await findMembershipEvents(db, row.id)).map((event) => ({ ...event, at: event.at.toISOString() }));
}

/**
 * Whether /register/{promo} leads to professional sign-up: only promos in the configured list
 * (REGISTER_PROMOS); anything else leads home, where nothing happens.
 */
export function registerPromo(deps: AppDeps, promo: string): TRegisterPromo {
  const value = promo.trim().toLowerCase();
  const valid = deps.config.registerPromos.includes(value);
  return { promo: value, valid, redirectTo: valid ? `/professional/register?promo=${encodeURIComponent(value)}` : '/' };
}
