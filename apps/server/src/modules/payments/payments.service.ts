import type { TPayment, TPrice, TReceipt } from '@app/shared/payments/payments.schema';
import { PRICE_CATALOGUE } from '@app/shared/payments/price-catalogue';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { findAccountById } from '../accounts/index';
import { buildReceipt, toPayment } from './payment-views';
import { findPayment, listAccountPayments, type PaymentRow, type RefundRow } from './payments.repo';

export const PAYMENTS_PAGE_SIZE = 20;

/** The price catalogue (GET /prices). */
export function listPrices(): TPrice[] {
  return PRICE_CATALOGUE.map((price) => ({
    code: price.code,
    kind: price.kind,
    price: { amount: price.amount, currency: price.currency },
    months: price.months,
    bps: 'bps' in price ? price.bps : null,
  }));
}

/** The signed-in person's payments, newest first. */
export async function listOwnPayments(deps: AppDeps, actor: AccountActor, page: number): Promise<TPayment[]> {
  return (await listAccountPayments(deps.database.db, actor.accountId, page, PAYMENTS_PAGE_SIZE)).map(toPayment);
}

/** A payment of the signed-in person; anyone else's is not found. */
export async function ownPayment(deps: AppDeps, actor: AccountActor, id: string): Promise<PaymentRow> {
  const row = await findPayment(deps.database.db, id);
  if (!row || row.accountId !== actor.accountId) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The receipt of a payment that went through, in the payer's preferred currency too. `known` is
 * what the caller read already (the payer's currency; the refunds, none for a payment just made).
 */
export async function receiptFor(
  deps: AppDeps,
  actor: AccountActor,
  row: PaymentRow,
  known?: { preferredCurrency: string | null; refunds?: RefundRow[] | undefined },
): Promise<TReceipt> {
  if (!row.receiptNumber) throw new AppError('NOT_FOUND');
  const preferredCurrency = known
    ? known.preferredCurrency
    : ((await findAccountById(deps.database.db, actor.accountId))?.preferredCurrency ?? null);
  return buildReceipt(deps.database.db, row, preferredCurrency, known?.refunds);
}

export { toPayment };
