import type { FastifyBaseLogger } from 'fastify';
import type { TPayoutConnection } from '@app/shared/payments/payout-methods.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import type { RecipientOnboarding, RecipientState } from '../../platform/payments/payment-provider';
import { findAccountById } from '../accounts/index';
import {
  connectionStatus,
  findPayoutConnection,
  insertPayoutConnection,
  updateRecipientState,
  type PayoutConnectionRow,
} from './payout-connections.repo';
import { findActivePayoutMethods } from './payout-methods.repo';

/** The wallet page, where the processor's onboarding comes back to (decision 088). */
const WALLET_PATH = '/dashboard/wallet';

/** Payouts are a professional's: anyone else is refused, object by object the actor's own account only. */
function requireProfessional(actor: AccountActor): void {
  if (!actor.professional) throw new AppError('FORBIDDEN');
}

const COUNTRY_CODE = /^[a-z]{2}$/i;

/**
 * The country the connected account is opened in, where its bank account is: the newest payout
 * method's (a US account is in the US; an IBAN account's bank is in its BIC's country, letters 5
 * and 6, checked when it was added), else the account's own country; ISO 3166-1 alpha-2.
 */
async function recipientCountry(db: DbOrTx, accountId: string, accountCountry: string): Promise<string> {
  const [method] = await findActivePayoutMethods(db, accountId);
  const candidates = method?.kind === 'us' ? ['US'] : [method?.bic?.slice(4, 6), method?.country, accountCountry];
  return (candidates.find((code) => code && COUNTRY_CODE.test(code)) ?? 'US').toUpperCase();
}

/**
 * The signed-in professional's standing with the processor's payouts. With `refresh` (back from
 * the onboarding pages, before Stripe's webhook may have come) the processor is asked and its
 * answer stored.
 */
export async function payoutConnection(
  deps: AppDeps,
  actor: AccountActor,
  options: { refresh?: boolean; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Promise<TPayoutConnection> {
  requireProfessional(actor);
  const onboarding = deps.paymentProvider.onboarding;
  if (!onboarding) return { status: 'not_needed' };
  const db = deps.database.db;
  const provider = deps.paymentProvider.kind;
  let row = await findPayoutConnection(db, actor.accountId, provider);
  if (row && options.refresh && !row.payoutsEnabled) {
    try {
      await updateRecipientState(db, provider, await onboarding.recipientState(row.recipientRef), new Date(), 'refresh');
      row = await findPayoutConnection(db, actor.accountId, provider);
    } catch (err) {
      // The processor could not be asked: what was stored stands (its webhook brings the news later).
      options.log?.warn({ err, accountId: actor.accountId }, 'payout connection refresh failed; showing the stored state');
    }
  }
  return { status: connectionStatus(row) };
}

/** The professional's connected account at the processor, made on first use (once: keyed by the account). */
async function ensureRecipient(deps: AppDeps, onboarding: RecipientOnboarding, actor: AccountActor): Promise<PayoutConnectionRow> {
  const db = deps.database.db;
  const provider = deps.paymentProvider.kind;
  const existing = await findPayoutConnection(db, actor.accountId, provider);
  if (existing) return existing;
  const account = await findAccountById(db, actor.accountId);
  if (!account) throw new AppError('SESSION_EXPIRED');
  const recipientRef = await onboarding.createRecipient({
    accountId: actor.accountId,
    email: account.email,
    country: await recipientCountry(db, actor.accountId, account.country),
  });
  return insertPayoutConnection(db, { accountId: actor.accountId, provider, recipientRef });
}

/**
 * Starts (or resumes) the signed-in professional's onboarding at the processor: their connected
 * account, made once, and a fresh single-use link to its pages, which come back to the wallet.
 * 404 when the processor needs none (the demo processor).
 */
export async function startPayoutOnboarding(deps: AppDeps, actor: AccountActor): Promise<{ url: string }> {
  requireProfessional(actor);
  const onboarding = deps.paymentProvider.onboarding;
  if (!onboarding) throw new AppError('NOT_FOUND');
  const row = await ensureRecipient(deps, onboarding, actor);
  const wallet = `${deps.config.publicUrl}${WALLET_PATH}`;
  const link = await onboarding.onboardingLink({
    recipientRef: row.recipientRef,
    refreshUrl: `${wallet}?connect=refresh`,
    returnUrl: `${wallet}?connect=return`,
  });
  return { url: link.url };
}

/**
 * Stores what the processor said of a connected account (its webhook), as of the event's time;
 * older or repeated news changes nothing. Unknown accounts are ignored.
 */
export async function recordRecipientState(deps: AppDeps, state: RecipientState, at: Date): Promise<void> {
  await updateRecipientState(deps.database.db, deps.paymentProvider.kind, state, at, 'processor_news');
}

/**
 * Where the payout run sends a provider's payout at the processor: their connected account once
 * its payouts are enabled, else null (the processor refuses: 'not_connected').
 */
export async function payoutRecipientRef(db: DbOrTx, accountId: string, provider: string): Promise<string | null> {
  const row = await findPayoutConnection(db, accountId, provider);
  return row?.payoutsEnabled ? row.recipientRef : null;
}
