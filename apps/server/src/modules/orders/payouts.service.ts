import {
  ADMIN_PAYOUTS_PAGE_SIZE,
  type TAdminPayout,
  type TAdminPayoutPage,
  type TPayout,
  type TPayoutFailure,
  type TPayoutHistory,
  type TPayoutStatus,
  type ZAdminPayoutQuery,
} from '@app/shared/orders/payouts.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { transition } from '../../platform/state-machine/transition';
import { ledgerBalance, ledgerBalances } from '../payments/index';
import { defaultPayoutMethod } from '../wallet/index';
import { payableAccount } from './order-ledger';
import { lockProviderBalances } from './orders.repo';
import { bookPayoutLines } from './payout-ledger';
import { PAYOUT_MACHINE, payoutAttemptKey, sendPayout } from './payout-run.service';
import {
  findPayoutForAdmin,
  findPayoutOf,
  findPayoutsOf,
  hasPayoutBlocking,
  lockPayout,
  searchPayouts,
  type AdminPayoutRow,
  type PayoutRow,
} from './payouts.repo';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toPayout(row: PayoutRow): TPayout {
  return {
    _id: row.id,
    amount: { amount: row.amount, currency: row.currency },
    status: row.status as TPayoutStatus,
    failureReason: row.status === 'failed' ? ((row.failureReason as TPayoutFailure | null) ?? 'could_not_process') : null,
    method: { kind: row.methodKind as 'us' | 'iban', last4: row.methodLast4 },
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    failedAt: iso(row.failedAt),
  };
}

function toAdminPayout(row: AdminPayoutRow): TAdminPayout {
  return {
    ...toPayout(row),
    providerId: row.providerAccountId,
    providerName: row.providerName,
    providerEmail: row.providerEmail,
    transferId: row.transferId,
    attempts: row.attempts,
  };
}

/** GET orders/payouts: the signed-in provider's own payouts, newest first, and what waits to be paid out. */
export async function payoutHistory(deps: AppDeps, actor: AccountActor): Promise<TPayoutHistory> {
  const db = deps.database.db;
  const [rows, balances] = await Promise.all([findPayoutsOf(db, actor.accountId), ledgerBalances(db, payableAccount(actor.accountId))]);
  return {
    payouts: rows.map(toPayout),
    waiting: balances.filter((row) => row.balance < 0).map((row) => ({ amount: -row.balance, currency: row.currency })),
  };
}

/** GET orders/payouts/{id}: one of the signed-in provider's payouts; anyone else's is not found. */
export async function ownPayout(deps: AppDeps, actor: AccountActor, id: string): Promise<TPayout> {
  const row = await findPayoutOf(deps.database.db, actor.accountId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toPayout(row);
}

/** GET admin/payments/payouts: by status, newest first, paged. */
export async function payoutsForAdmin(deps: AppDeps, query: z.output<typeof ZAdminPayoutQuery>): Promise<TAdminPayoutPage> {
  const { rows, total } = await searchPayouts(deps.database.db, {
    status: query.status,
    page: query.page,
    pageSize: ADMIN_PAYOUTS_PAGE_SIZE,
  });
  return { payouts: rows.map(toAdminPayout), page: query.page, pageSize: ADMIN_PAYOUTS_PAGE_SIZE, total };
}

/**
 * POST admin/payments/payouts/{id}/retry: a failed payout is booked again, in one transaction with
 * the payout row locked, then the provider's balances (decision 084's order), the audit entry and
 * its event: its amount leaves the payable balance for transit again, to the provider's current
 * payout method, under a new attempt's idempotency key; then it is sent. Refused (409) unless it
 * failed, and while the provider has no payout method, another payout open, or a payable balance
 * short of it (paid since by a later run, or taken by a refund).
 */
export async function retryPayout(deps: AppDeps, admin: AccountActor, id: string, log: FastifyBaseLogger): Promise<TAdminPayout> {
  const db = deps.database.db;
  const retried = await db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    const shown = row && (await findPayoutForAdmin(tx, row.id));
    if (!row || !shown) throw new AppError('NOT_FOUND');
    if (row.status !== 'failed') throw new AppError('ACTION_NOT_AVAILABLE');
    await lockProviderBalances(tx, row.providerAccountId);
    const payable = -(await ledgerBalance(tx, payableAccount(row.providerAccountId), row.currency));
    const method = await defaultPayoutMethod(tx, row.providerAccountId);
    const blocked = await hasPayoutBlocking(tx, row.providerAccountId, row.currency);
    if (!method || blocked || payable < row.amount) throw new AppError('PAYOUT_CANNOT_RETRY');
    const attempts = row.attempts + 1;
    const updated = await transition(tx, PAYOUT_MACHINE, {
      id: row.id,
      from: { status: 'failed' },
      action: 'retry',
      actor: { id: admin.accountId, relation: 'admin' },
      data: { attempt: attempts, previousFailure: row.failureReason },
      set: {
        attempts,
        idempotencyKey: payoutAttemptKey(row.id, attempts),
        payoutMethodId: method.id,
        methodKind: method.kind,
        methodLast4: method.last4,
        failureReason: null,
        failedAt: null,
        transferId: null,
        sentAt: null,
        askedAt: new Date(),
      },
    });
    await bookPayoutLines(tx, {
      providerId: row.providerAccountId,
      currency: row.currency,
      payable: row.amount,
      netted: 0,
      payoutId: row.id,
    });
    await recordAdminAction(tx, admin, {
      action: 'payout.retry',
      targetKind: 'payout',
      targetId: row.id,
      targetLabel: shown.providerEmail,
      data: { attempt: attempts, previousFailure: row.failureReason, amount: row.amount, currency: row.currency },
    });
    return updated as PayoutRow;
  });
  try {
    await sendPayout(deps, retried);
  } catch (err) {
    log.warn({ err, payoutId: id }, 'payout retry: the processor did not answer; the sweep asks again');
  }
  const row = await findPayoutForAdmin(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminPayout(row);
}
