import type { TCheckout, TProductRef } from '@app/shared/payments/payments.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { toCheckout } from './payment-views';
import { findCheckout, insertCheckout, type CheckoutRow } from './payments.repo';

/** A checkout holds its price for an hour. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

/** Prices a product through the module that sells it and opens a checkout for the buyer. */
export async function createCheckout(deps: AppDeps, actor: AccountActor, product: TProductRef): Promise<TCheckout> {
  const handler = deps.products.get(product.kind);
  if (!handler) throw new AppError('NOT_FOUND');
  const quote = await handler.quote(deps, actor, product);
  const row = await insertCheckout(deps.database.db, {
    accountId: actor.accountId,
    productKind: product.kind,
    productRef: product.ref,
    productOptions: product.options ?? {},
    description: quote.description,
    line: quote.line,
    amount: quote.amount,
    currency: quote.currency,
    creditAccount: quote.creditAccount,
    expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
  });
  return toCheckout(row);
}

/** One of the buyer's own checkouts; anyone else's is not found. */
export async function ownCheckout(deps: AppDeps, actor: AccountActor, id: string): Promise<CheckoutRow> {
  const row = await findCheckout(deps.database.db, id);
  if (!row || row.accountId !== actor.accountId) throw new AppError('NOT_FOUND');
  return row;
}
