import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TPayoutMethod } from '@app/shared/payments/payout-methods.schema';
import type { ZPayoutMethodForm } from '@app/shared/validation/payout';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { payoutMethods } from '../../db/schema/index';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';

type PayoutRow = typeof payoutMethods.$inferSelect;

/** A payout method as its owner sees it: the account number only as its last four digits. */
function toPayoutMethod(row: PayoutRow): TPayoutMethod {
  return {
    _id: row.id,
    name: row.name,
    accountType: row.accountType as TPayoutMethod['accountType'],
    accountLast4: row.accountLast4,
    routingNumber: row.routingNumber,
    address: { street: row.street, apt: row.apt, city: row.city, state: row.state, postalCode: row.postalCode, country: row.country },
    createdAt: row.createdAt.toISOString(),
  };
}

function activeOf(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.accountId, accountId), isNull(payoutMethods.removedAt)))
    .orderBy(desc(payoutMethods.createdAt));
}

/** The signed-in person's payout methods. */
export async function listPayoutMethods(deps: AppDeps, actor: AccountActor): Promise<TPayoutMethod[]> {
  return (await activeOf(deps.database.db, actor.accountId)).map(toPayoutMethod);
}

/** Adds a payout method; the account number is sealed (AES-256-GCM) before it is stored. */
export async function addPayoutMethod(deps: AppDeps, actor: AccountActor, form: z.output<typeof ZPayoutMethodForm>): Promise<TPayoutMethod> {
  const [row] = await deps.database.db
    .insert(payoutMethods)
    .values({
      accountId: actor.accountId,
      name: form.name,
      accountType: form.accountType,
      accountNumberCiphertext: deps.secrets.payoutAccounts.seal(form.accountNumber),
      accountLast4: form.accountNumber.slice(-4),
      routingNumber: form.routingNumber,
      street: form.address,
      apt: form.apt ?? null,
      city: form.city,
      state: form.state ?? null,
      postalCode: form.postalCode,
      country: form.country ?? null,
    })
    .returning();
  if (!row) throw new Error('payout method insert returned no row');
  return toPayoutMethod(row);
}

/** Removes one of the person's payout methods (kept, marked removed, for past payouts). */
export async function removePayoutMethod(deps: AppDeps, actor: AccountActor, id: string): Promise<void> {
  const [row] = await deps.database.db
    .update(payoutMethods)
    .set({ removedAt: new Date() })
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.accountId, actor.accountId), isNull(payoutMethods.removedAt)))
    .returning({ id: payoutMethods.id });
  if (!row) throw new AppError('NOT_FOUND');
}

/** The full account number, for the payout run only. */
export async function revealPayoutAccountNumber(deps: AppDeps, accountId: string, id: string): Promise<string> {
  const [row] = await deps.database.db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.id, id), eq(payoutMethods.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND');
  return deps.secrets.payoutAccounts.open(row.accountNumberCiphertext);
}
