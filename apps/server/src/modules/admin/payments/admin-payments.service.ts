import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type TAdminPaymentDetail,
  type TAdminPaymentPage,
  type TAdminPaymentRow,
  type TAdminRefundRequest,
  type ZAdminPaymentQuery,
} from '@app/shared/admin/admin-payments.schema';
import type { TPaymentMethodKind } from '@app/shared/payments/payment-methods';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { AccountActor } from '../../../platform/auth-session/actor';
import { AppError } from '../../../platform/http/app-error';
import { paymentProviderOwedBack } from '../../orders/index';
import { refundPayment } from '../../payments/index';
import { findPaymentForAdmin, findPaymentLedger, findPaymentRefunds, searchPayments, type AdminPaymentRow } from './admin-payments.repo';

const DAY_MS = 86_400_000;

function toRow(row: AdminPaymentRow): TAdminPaymentRow {
  return {
    _id: row.id,
    status: row.status as TAdminPaymentRow['status'],
    amount: { amount: row.amount, currency: row.currency },
    refunded: { amount: row.refundedAmount, currency: row.currency },
    description: row.description,
    productKind: row.productKind,
    method: row.method as TPaymentMethodKind,
    payerName: row.billedName,
    payerEmail: row.billedEmail,
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET admin/payments: by id, payer email, product, status and days (UTC, both included), newest first. */
export async function findPayments(deps: AppDeps, query: z.output<typeof ZAdminPaymentQuery>): Promise<TAdminPaymentPage> {
  const { rows, total } = await searchPayments(deps.database.db, {
    q: query.q || undefined,
    status: query.status,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    page: query.page,
  });
  return { payments: rows.map(toRow), page: query.page, pageSize: ADMIN_PAYMENTS_PAGE_SIZE, total };
}

/** GET admin/payments/{id}: the payment, what is left to refund, its ledger lines and its refunds. */
export async function paymentDetail(deps: AppDeps, id: string): Promise<TAdminPaymentDetail> {
  const db = deps.database.db;
  const row = await findPaymentForAdmin(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const [ledger, refunds, providerOwedBack] = await Promise.all([
    findPaymentLedger(db, id),
    findPaymentRefunds(db, id),
    paymentProviderOwedBack(db, id),
  ]);
  const pending = refunds.filter((refund) => refund.status === 'pending').reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = ['succeeded', 'partially-refunded'].includes(row.status) ? Math.max(0, row.amount - row.refundedAmount - pending) : 0;
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    ...toRow(row),
    provider: row.provider,
    providerChargeId: row.providerChargeId,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    refundable: money(refundable),
    ledger: ledger.map((transaction) => ({
      _id: transaction.id,
      kind: transaction.kind,
      memo: transaction.memo,
      at: transaction.createdAt.toISOString(),
      lines: transaction.lines.map((line) => ({ account: line.account, amount: line.amount, currency: line.currency })),
    })),
    providerOwedBack,
    refunds: refunds.map((refund) => ({
      _id: refund.id,
      amount: money(refund.amount),
      reason: refund.reason,
      status: refund.status,
      byEmail: refund.byEmail,
      at: refund.createdAt.toISOString(),
    })),
  };
}

/**
 * POST admin/payments/{id}/refunds: through the payments module's refund (the processor's adapter,
 * the ledger lines, the refund row and the audit entry in one transaction), once per idempotency
 * key; with the payment locked, refunds done and under way never exceed what was paid.
 */
export async function refundAsAdmin(
  deps: AppDeps,
  admin: AccountActor,
  id: string,
  input: TAdminRefundRequest & { idempotencyKey: string },
): Promise<TAdminPaymentDetail> {
  await refundPayment(deps, {
    paymentId: id,
    amount: input.amount,
    reason: input.why,
    idempotencyKey: input.idempotencyKey,
    requestedBy: admin.accountId,
    admin,
  });
  return paymentDetail(deps, id);
}
