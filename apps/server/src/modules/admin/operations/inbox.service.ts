import type { TAdminInboxEntry, ZAdminInboxQuery } from '@app/shared/admin/inbox.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { AccountActor } from '../../../platform/auth-session/actor';
import { recordAdminAction } from '../../../platform/audit/admin-audit';
import { AppError } from '../../../platform/http/app-error';
import { enqueueMail } from '../../../platform/mail/mail-queue';
import { findInboxEntries, findInboxEntry, lockInboxEntry, markInboxEntry } from './inbox.repo';
import { contactReply } from './mail/contact-reply.template';

/** GET admin/inbox: feedback and contact messages, newest first, by kind, words and state. */
export function listInbox(deps: AppDeps, query: z.output<typeof ZAdminInboxQuery>) {
  return findInboxEntries(deps.database.db, { kind: query.kind, q: query.q || undefined, state: query.state, page: query.page });
}

const labelOf = (entry: TAdminInboxEntry) => [entry.name, entry.email].filter(Boolean).join(' · ') || entry.kind;

async function entryNow(deps: AppDeps, id: string): Promise<TAdminInboxEntry> {
  const entry = await findInboxEntry(deps.database.db, id);
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}

/**
 * POST admin/inbox/{id}/handled: marks a message handled, with who, logged in the same
 * transaction. Idempotent: a handled message stays as it was and is not logged again.
 */
export async function markHandled(deps: AppDeps, actor: AccountActor, id: string): Promise<TAdminInboxEntry> {
  await deps.database.db.transaction(async (tx) => {
    const entry = await lockInboxEntry(tx, id);
    if (!entry) throw new AppError('NOT_FOUND');
    if (entry.handledAt) return;
    await markInboxEntry(tx, id, actor.email);
    await recordAdminAction(tx, actor, { action: 'feedback.handle', targetKind: 'feedback', targetId: id, targetLabel: labelOf(entry) });
  });
  return entryNow(deps, id);
}

/**
 * POST admin/inbox/{id}/reply: mails the writer the admin's answer in the language they wrote in,
 * through the outbox after the commit, and marks the message handled; logged. Once per message:
 * a second reply (a double click, two admins) is refused with 409, so the writer gets one mail.
 * A feedback answer without an email cannot be answered (409).
 */
export async function replyToEntry(deps: AppDeps, actor: AccountActor, id: string, reply: string): Promise<TAdminInboxEntry> {
  await deps.database.db.transaction(async (tx) => {
    const entry = await lockInboxEntry(tx, id);
    if (!entry) throw new AppError('NOT_FOUND');
    if (!entry.email || entry.repliedAt) throw new AppError('ACTION_NOT_AVAILABLE');
    await markInboxEntry(tx, id, actor.email, reply);
    await enqueueMail(tx, {
      to: entry.email,
      locale: entry.locale ?? '',
      template: contactReply,
      data: { name: entry.name ?? entry.email, reply, message: entry.message },
    });
    await recordAdminAction(tx, actor, {
      action: 'feedback.reply',
      targetKind: 'feedback',
      targetId: id,
      targetLabel: labelOf(entry),
      reason: reply,
    });
  });
  deps.outbox.kick();
  return entryNow(deps, id);
}
