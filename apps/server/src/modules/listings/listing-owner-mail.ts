import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { mailMessage } from '../../platform/mail/mail-queue';
import type { MailTemplate, MailValue } from '../../platform/mail/mail-template';
import { findAccountById, mailLocaleOf } from '../accounts/index';
import type { ListingRow } from './listings.repo';

/** What every mail to a listing's owner carries: their name, the listing's title and its overview. */
type OwnerFields = 'firstName' | 'listingTitle' | 'link';

/**
 * A mail to the listing's owner about what happened to it, linking its overview, with the
 * template's other fields in `extra` (none when the owner is gone).
 */
export async function ownerMail<F extends string>(
  deps: AppDeps,
  tx: DbOrTx,
  row: ListingRow,
  template: MailTemplate<F | OwnerFields>,
  extra: Record<Exclude<F, OwnerFields>, MailValue>,
) {
  const owner = await findAccountById(tx, row.ownerId);
  if (!owner) return undefined;
  const link = `${deps.config.publicUrl}/dashboard/listings/${row.id}/overview`;
  const data = { ...extra, firstName: owner.firstName, listingTitle: row.title ?? '', link } as Record<F | OwnerFields, MailValue>;
  return mailMessage({ to: owner.email, locale: mailLocaleOf(owner), template, data });
}
