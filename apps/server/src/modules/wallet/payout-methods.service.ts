import type { TPayoutMethod } from '@app/shared/payments/payout-methods.schema';
import type { ZPayoutMethodForm } from '@app/shared/validation/payout';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import {
  findActivePayoutMethods,
  findPayoutMethod,
  insertPayoutMethod,
  markPayoutMethodRemoved,
  type PayoutRow,
} from './payout-methods.repo';

/** A payout method as its owner sees it: the account number or IBAN only as its last four characters. */
function toPayoutMethod(row: PayoutRow): TPayoutMethod {
  const kind = row.kind as TPayoutMethod['kind'];
  return {
    _id: row.id,
    kind,
    name: row.name,
    holderName: row.holderName,
    accountType: row.accountType as TPayoutMethod['accountType'],
    accountLast4: row.accountLast4,
    routingNumber: row.routingNumber,
    bic: row.bic,
    address: { street: row.street, apt: row.apt, city: row.city, state: row.state, postalCode: row.postalCode, country: row.country },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in person's payout methods. */
export async function listPayoutMethods(deps: AppDeps, actor: AccountActor): Promise<TPayoutMethod[]> {
  return (await findActivePayoutMethods(deps.database.db, actor.accountId)).map(toPayoutMethod);
}

/** The bank columns of a US account (routing number, type) or an IBAN account (BIC). */
function bankOf(form: z.output<typeof ZPayoutMethodForm>) {
  return form.kind === 'iban'
    ? { kind: 'iban', accountNumber: form.iban, accountType: null, routingNumber: null, bic: form.bic }
    : { kind: 'us', accountNumber: form.accountNumber, accountType: form.accountType, routingNumber: form.routingNumber, bic: null };
}

/** Adds a payout method; the account number or IBAN is sealed (AES-256-GCM) before it is stored. */
export async function addPayoutMethod(
  deps: AppDeps,
  actor: AccountActor,
  form: z.output<typeof ZPayoutMethodForm>,
): Promise<TPayoutMethod> {
  const { accountNumber, ...bank } = bankOf(form);
  const row = await insertPayoutMethod(deps.database.db, {
    accountId: actor.accountId,
    ...bank,
    name: form.name,
    holderName: form.holderName,
    accountNumberCiphertext: deps.secrets.payoutAccounts.seal(accountNumber),
    accountLast4: accountNumber.slice(-4),
    street: form.address,
    apt: form.apt ?? null,
    city: form.city,
    state: form.state ?? null,
    postalCode: form.postalCode,
    country: form.country ?? null,
  });
  return toPayoutMethod(row);
}

/** Removes one of the person's payout methods (kept, marked removed, for past payouts). */
export async function removePayoutMethod(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  if (!(await markPayoutMethodRemoved(deps.database.db, actor.accountId, id))) throw new AppError('NOT_FOUND');
}

/** The full account number (or IBAN), for the payout run only. */
export async function revealPayoutAccountNumber(deps: AppDeps, accountId: string, id: string): Promise<string> {
  const row = await findPayoutMethod(deps.database.db, accountId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return deps.secrets.payoutAccounts.open(row.accountNumberCiphertext);
}

/**
 * Where a provider's payouts go (decision 087): their newest payout method not removed, as the
 * payout run keeps it (id, kind and last four), or undefined when they have none.
 */
export async function defaultPayoutMethod(
  db: DbOrTx,
  accountId: string,
): Promise<{ id: string; kind: 'us' | 'iban'; last4: string } | undefined> {
  const [row] = await findActivePayoutMethods(db, accountId);
  return row ? { id: row.id, kind: row.kind as 'us' | 'iban', last4: row.accountLast4 } : undefined;
}
