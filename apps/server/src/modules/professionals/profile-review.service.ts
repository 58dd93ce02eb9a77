import { AWAITING_REVIEW, PROFESSIONAL_STATUSES, type TProfessionalStatus } from '@app/shared/professionals/profile-transitions';
import type { TOwnProfessionalProfile, TProfessionalQueueItem, TProfessionalReview } from '@app/shared/professionals/profile-views.schema';
import { verificationOverdue } from '@app/shared/professionals/profile-verification';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { recordAdminAction } from '../../platform/audit/admin-audit';
import { AppError } from '../../platform/http/app-error';
import { mailMessage } from '../../platform/mail/mail-queue';
import type { MailTemplate } from '../../platform/mail/mail-template';
import { findAccountById, mailLocaleOf } from '../accounts/index';
import { professionalRejected } from './mail/professional-rejected.template';
import { professionalVerified } from './mail/professional-verified.template';
import { moveProfile } from './profile-machine';
import { awaitingReview, profileView, stepsOf } from './profile-view';
import { can, relationOf, type ProfessionalPolicyAction } from './professionals.policy';
import { findEvents, findProfile, findQueue, lockProfile, type ProfessionalRow } from './professionals.repo';

/** The profile locked in `tx` if the actor may act on it this way; anyone else gets 404 (not even its existence). */
async function lockedFor(tx: Tx, actor: AccountActor, id: string, action: ProfessionalPolicyAction): Promise<ProfessionalRow> {
  const row = await lockProfile(tx, id);
  authorize(row !== undefined && can(actor, action, row), 'NOT_FOUND');
  return row;
}

/** A mail to the professional in their language, linking dashboard/professional/verify. */
async function professionalMail<F extends string>(
  deps: AppDeps,
  tx: Tx,
  id: string,
  template: MailTemplate<F | 'firstName' | 'link'>,
  extra: Record<Exclude<F, 'firstName' | 'link'>, string>,
) {
  const account = await findAccountById(tx, id);
  if (!account) throw new AppError('NOT_FOUND');
  const data = { ...extra, firstName: account.firstName, link: `${deps.config.publicUrl}/dashboard/professional/verify` };
  const mail = mailMessage({
    to: account.email,
    locale: mailLocaleOf(account),
    template,
    data: data as Record<F | 'firstName' | 'link', string>,
  });
  return { mail, email: account.email };
}

/**
 * POST /professionals/me/submit: sends the profile for verification (a draft: submit; a rejected
 * one: resubmit), once both steps pass their checks ('Complete Your information and Company
 * information…' otherwise). The 3-day wait counts from now.
 */
export async function submitProfile(deps: AppDeps, actor: AccountActor): Promise<TOwnProfessionalProfile> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockProfile(tx, actor.accountId);
    if (!current) throw new AppError('PROFESSIONAL_PROFILE_INCOMPLETE');
    const steps = stepsOf(current);
    if (!steps.information || !steps.company) throw new AppError('PROFESSIONAL_PROFILE_INCOMPLETE');
    const action = current.status === 'rejected' ? 'resubmit' : 'submit';
    return moveProfile(tx, current, action, { id: actor.accountId, relation: 'owner' }, { set: { submittedAt: new Date() } });
  });
  return profileView(deps, row, 'owner');
}

/**
 * POST /professionals/{id}/approve (admins): the profile is verified and its owner told by mail;
 * the admin console's audit log keeps who did it (and why, when granted from the People page).
 */
export async function approveProfile(deps: AppDeps, actor: AccountActor, id: string, why?: string): Promise<TProfessionalReview> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockedFor(tx, actor, id, 'approve');
    const { mail, email } = await professionalMail(deps, tx, id, professionalVerified, {});
    await recordAdminAction(tx, actor, {
      action: 'professional.approve',
      targetKind: 'professional',
      targetId: id,
      targetLabel: email,
      reason: why ?? null,
    });
    return moveProfile(
      tx,
      current,
      'approve',
      { id: actor.accountId, relation: 'admin' },
      {
        set: { verifiedAt: new Date(), rejectionReason: null },
        effects: [mail],
      },
    );
  });
  deps.outbox.kick();
  return reviewView(deps, actor, row);
}

/** POST /professionals/{id}/reject (admins): the reason is kept for the professional to read and fix, and mailed to them. */
export async function rejectProfile(deps: AppDeps, actor: AccountActor, id: string, reason: string): Promise<TProfessionalReview> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockedFor(tx, actor, id, 'reject');
    const { mail, email } = await professionalMail(deps, tx, id, professionalRejected, { reason });
    await recordAdminAction(tx, actor, {
      action: 'professional.reject',
      targetKind: 'professional',
      targetId: id,
      targetLabel: email,
      reason,
    });
    return moveProfile(
      tx,
      current,
      'reject',
      { id: actor.accountId, relation: 'admin' },
      {
        reason,
        set: { rejectionReason: reason, verifiedAt: null },
        effects: [mail],
      },
    );
  });
  deps.outbox.kick();
  return reviewView(deps, actor, row);
}

/**
 * DELETE account/professional/{id} (the professional or an admin): the profile is turned off.
 * The account, its listings and offers stay; the profile leaves the directory and the account its
 * professional role. Saving a step later opens it again as a draft, to be reviewed again. An
 * admin's turning off is logged in the audit log with why (the People page asks for it).
 */
export async function turnOffProfile(deps: AppDeps, actor: AccountActor, id: string, why?: string): Promise<{ done: true }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await lockedFor(tx, actor, id, 'turn-off');
    const relation = relationOf(actor, current);
    await moveProfile(tx, current, 'turn-off', { id: actor.accountId, relation }, why ? { reason: why } : {});
    if (relation === 'admin') {
      const account = await findAccountById(tx, id);
      await recordAdminAction(tx, actor, {
        action: 'professional.turn-off',
        targetKind: 'professional',
        targetId: id,
        targetLabel: account?.email ?? id,
        reason: why ?? null,
      });
    }
  });
  return { done: true };
}

/** GET /professionals/review-queue (admins): profiles waiting for review, the longest waiting first, or those in `status`. */
export async function reviewQueue(deps: AppDeps, status?: TProfessionalStatus): Promise<TProfessionalQueueItem[]> {
  const statuses = status ? [status] : AWAITING_REVIEW;
  const now = new Date();
  const rows = await findQueue(
    deps.database.db,
    statuses.filter((s) => PROFESSIONAL_STATUSES.includes(s)),
  );
  return rows.map((row) => ({
    _id: row.id,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profession: (row.profession as TProfessionalQueueItem['profession']) ?? null,
    companyName: row.companyName,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    contactSupport: verificationOverdue(row.submittedAt, awaitingReview(row.status), now),
  }));
}

/** GET /professionals/{id}/review (admins): the whole profile with its documents and history. */
export async function reviewProfile(deps: AppDeps, actor: AccountActor, id: string): Promise<TProfessionalReview> {
  const row = await findProfile(deps.database.db, id);
  authorize(row !== undefined && can(actor, 'review', row), 'NOT_FOUND');
  return reviewView(deps, actor, row);
}

async function reviewView(deps: AppDeps, actor: AccountActor, row: ProfessionalRow): Promise<TProfessionalReview> {
  const db = deps.database.db;
  const [account, events, view] = await Promise.all([
    findAccountById(db, row.id),
    findEvents(db, row.id),
    profileView(deps, row, relationOf(actor, row)),
  ]);
  if (!account) throw new AppError('NOT_FOUND');
  return {
    ...view,
    account: { firstName: account.firstName, lastName: account.lastName, email: account.email },
    events: events.map((event) => ({
      ...event,
      by: event.by === 'owner' || event.by === 'admin' ? event.by : 'other',
      at: event.at.toISOString(),
    })),
  };
}
