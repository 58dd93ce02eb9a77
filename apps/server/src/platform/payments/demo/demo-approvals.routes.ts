import { ZDemoIntent, type TDemoIntent } from '@app/shared/payments/payments.schema';
import type { TApprovalMethod } from '@app/shared/payments/payment-methods';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { routes } from '../../http/route';
import { enqueue } from '../../outbox/outbox';
import type { PlatformModule } from '../../platform-deps';
import { APPROVAL_DECIDED_TOPIC, decideDemoIntent, findIntent, type DemoIntentRow } from './demo-approvals';

const ZIntentId = z.object({ id: z.string().regex(/^pi_demo_[0-9a-f]{24}$/) });

/** An intent as its confirmation page shows it; one past its window without approval reads as cancelled. */
function toDemoIntent(row: DemoIntentRow, now: Date): TDemoIntent {
  const lapsed = row.status === 'requires_action' && row.expiresAt <= now;
  return {
    method: row.method as TApprovalMethod,
    amount: { amount: row.amount, currency: row.currency },
    description: row.description,
    status: lapsed ? 'canceled' : (row.status as TDemoIntent['status']),
    returnUrl: row.returnUrl,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The demo processor's confirmation step (what Alipay's or PayPal's page, or the WeChat app, is
 * with Stripe): the payer sees what they pay and approves or cancels. No sign-in: the payer may
 * be on a phone that scanned the code, and the intent's unguessable id is the key. A decision is
 * taken once; it notifies the payments module through the outbox, as Stripe's webhook would.
 * Only with the demo processor.
 */
export const demoApprovalRoutes: PlatformModule = async (app, deps) => {
  if (deps.paymentProvider.kind !== 'demo') return;
  const { db } = deps.database;
  const route = routes(app, { tags: ['payments'] });

  const read = async (id: string) => {
    const row = await findIntent(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toDemoIntent(row, new Date());
  };
  const decide = async (id: string, decision: 'approve' | 'cancel') => {
    const row = await decideDemoIntent(db, id, decision, new Date(), async (tx, decided) => {
      await enqueue(tx, APPROVAL_DECIDED_TOPIC, { intentId: decided.id });
    });
    if (!row) throw new AppError('NOT_FOUND');
    deps.outbox.kick();
    return toDemoIntent(row, new Date());
  };

  route({
    method: 'GET',
    url: '/api/v1/demo-payments/:id',
    auth: 'visitor',
    summary: 'A wallet payment waiting on the demo confirmation page',
    params: ZIntentId,
    data: ZDemoIntent,
    handler: (request) => read(request.params.id),
  });
  route({
    method: 'POST',
    url: '/api/v1/demo-payments/:id/approve',
    auth: 'visitor',
    summary: 'Approve it (the simulated wallet step); a decided one is answered as it is',
    params: ZIntentId,
    data: ZDemoIntent,
    handler: (request) => decide(request.params.id, 'approve'),
  });
  route({
    method: 'POST',
    url: '/api/v1/demo-payments/:id/cancel',
    auth: 'visitor',
    summary: 'Cancel it on the demo confirmation page',
    params: ZIntentId,
    data: ZDemoIntent,
    handler: (request) => decide(request.params.id, 'cancel'),
  });
};
