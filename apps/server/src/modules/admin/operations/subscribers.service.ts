import type { TAdminSubscriber, ZAdminSubscriberQuery } from '@app/shared/admin/inbox.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { AccountActor } from '../../../platform/auth-session/actor';
import { auditIdOfName, recordAdminAction } from '../../../platform/audit/admin-audit';
import { toCsv } from '../../../platform/csv/csv';
import { AppError } from '../../../platform/http/app-error';
import { unsubscribe } from '../../newsletter/index';
import { confirmedSubscribers, findSubscriber, findSubscribers } from './inbox.repo';

/** GET admin/subscribers: newsletter addresses, confirmed or waiting, newest first. */
export function listSubscribers(deps: AppDeps, query: z.output<typeof ZAdminSubscriberQuery>) {
  return findSubscribers(deps.database.db, { q: query.q || undefined, page: query.page });
}

/**
 * GET admin/subscribers/export: every confirmed address as CSV (formula-safe), oldest first;
 * logged with how many, since it hands personal data out of the site.
 */
export async function exportSubscribers(deps: AppDeps, actor: AccountActor): Promise<string> {
  const rows = await confirmedSubscribers(deps.database.db);
  await recordAdminAction(deps.database.db, actor, {
    action: 'newsletter.export',
    targetKind: 'subscriber',
    targetId: auditIdOfName('newsletter-subscribers'),
    targetLabel: `${rows.length}`,
    data: { count: rows.length },
  });
  return toCsv(
    ['email', 'locale', 'confirmed_at', 'signed_up_at'],
    rows.map((row) => [row.email, row.locale, row.confirmedAt, row.createdAt]),
  );
}

/**
 * DELETE admin/subscribers/{id}: removes an address on its owner's request (through the
 * newsletter module), with why, logged in the same transaction. A second removal is a 404.
 */
export async function removeSubscriber(deps: AppDeps, actor: AccountActor, id: string, why: string): Promise<TAdminSubscriber> {
  return deps.database.db.transaction(async (tx) => {
    const subscriber = await findSubscriber(tx, id);
    if (!subscriber) throw new AppError('NOT_FOUND');
    await unsubscribe(tx, subscriber.email);
    await recordAdminAction(tx, actor, {
      action: 'newsletter.remove',
      targetKind: 'subscriber',
      targetId: id,
      targetLabel: subscriber.email,
      reason: why,
    });
    return subscriber;
  });
}
