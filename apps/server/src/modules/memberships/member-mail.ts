import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { mailMessage } from '../../platform/mail/mail-queue';
import type { MailTemplate, MailValue } from '../../platform/mail/mail-template';
import { findAccountById, mailLocaleOf } from '../accounts/index';

/** Where a member manages the membership (spec: dashboard/professional/membership). */
export function membershipLink(deps: AppDeps): string {
  return `${deps.config.publicUrl}/dashboard/professional/membership`;
}

/** A mail to a member in their language, with their first name; undefined when the account is gone. */
export async function memberMail<F extends string>(
  deps: AppDeps,
  db: DbOrTx,
  accountId: string,
  template: MailTemplate<F | 'firstName'>,
  extra: Record<Exclude<F, 'firstName'>, MailValue>,
) {
  const member = await findAccountById(db, accountId);
  if (!member) return undefined;
  const data = { ...extra, firstName: member.firstName } as Record<F | 'firstName', MailValue>;
  return mailMessage({ to: member.email, locale: mailLocaleOf(member), template, data });
}

/** "$59.00": a catalogue price for a mail (every membership is charged in USD). */
export function formatUsd(minor: number): string {
  return `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
