import type { TCheckout, TProductRef } from '@app/shared/payments/payments.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { toCheckout } from './payment-views';
import type { Tx } from '../../db/client';
import { cancelOpenCheckout, findCheckout, insertCheckout, type CheckoutRow } from './payments.repo';

export type { CheckoutRow };

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

/**
 * Replaces an open checkout of the account with one at a new price (a coupon applied, changed or
 * removed, docs/decisions/077-coupons.md). The old checkout is cancelled only while it is open,
 * unexpired and has no payment pending or through, so no payment ever charges a price that
 * changed under it; undefined otherwise. A checkout's price never changes once opened.
 */
export async function repriceCheckout(
  tx: Tx,
  input: { checkoutId: string; accountId: string; listAmount: number; discount: { code: string; amount: number } | null },
): Promise<CheckoutRow | undefined> {
  const old = await cancelOpenCheckout(tx, input.checkoutId, input.accountId);
  if (!old) return undefined;
  return insertCheckout(tx, {
    accountId: old.accountId,
    productKind: old.productKind,
    productRef: old.productRef,
    productOptions: old.productOptions,
    description: old.description,
    line: old.line,
    amount: input.listAmount - (input.discount?.amount ?? 0),
    currency: old.currency,
    creditAccount: old.creditAccount,
    discountCode: input.discount?.code ?? null,
    discountAmount: input.discount?.amount ?? null,
    expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
  });
}

/** One of the buyer's own checkouts; anyone else's is not found. */
export async function ownCheckout(deps: AppDeps, actor: AccountActor, id: string): Promise<CheckoutRow> {
  const row = await findCheckout(deps.database.db, id);
  if (!row || row.accountId !== actor.accountId) throw new AppError('NOT_FOUND');
  return row;
}
