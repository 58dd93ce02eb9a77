import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { listings } from '../../db/schema/index';
import type { Job } from '../../platform/jobs/jobs';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { mailLocaleOf } from '../accounts/account-view';
import { findAccountById } from '../accounts/accounts.repo';
import { findEndedListings, findListingsToWarn, updateListingRow, type ListingRow } from './listings.repo';

const DAY = 24 * 60 * 60 * 1000;
/** Owners hear a week ahead that their plan ends. */
export const EXPIRY_NOTICE_DAYS = 7;
/** Expired listings are archived after this long. */
export const ARCHIVE_AFTER_DAYS = 90;

async function mailOwner(deps: AppDeps, tx: DbOrTx, row: ListingRow, template: 'listing-expiring' | 'listing-expired') {
  const owner = await findAccountById(tx, row.ownerId);
  if (!owner) return;
  const link = `${deps.config.publicUrl}/dashboard/listings/${row.id}/overview`;
  const base = { firstName: owner.firstName, listingTitle: row.title ?? '', link };
  if (template === 'listing-expiring') {
    await enqueueMail(tx, { to: owner.email, locale: mailLocaleOf(owner), template, data: { ...base, expiresOn: row.expiresAt?.toISOString().slice(0, 10) ?? '' } });
  } else {
    await enqueueMail(tx, { to: owner.email, locale: mailLocaleOf(owner), template, data: base });
  }
}

/**
 * Listing expiry, decided on the server (spec: expiry is computed and applied by a scheduled job,
 * with an email before it happens): a week ahead the owner is warned once per term; at the end
 * the listing expires and the owner is told; 90 days later it is archived.
 */
export function listingExpiryJob(deps: AppDeps): Job {
  return {
    name: 'listing-expiry',
    everyMs: 15 * 60 * 1000,
    async run(tx) {
      const now = new Date();
      for (const row of await findListingsToWarn(tx, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY))) {
        if (row.expiresAt && row.expiresAt > now) {
          await updateListingRow(tx, row.id, { expiryNoticeAt: now });
          await mailOwner(deps, tx, row, 'listing-expiring');
        }
      }
      for (const row of await findEndedListings(tx, now)) {
        await updateListingRow(tx, row.id, { status: 'expired' });
        await mailOwner(deps, tx, row, 'listing-expired');
      }
      await tx
        .update(listings)
        .set({ status: 'archived', updatedAt: now })
        .where(and(eq(listings.status, 'expired'), lt(listings.expiresAt, new Date(now.getTime() - ARCHIVE_AFTER_DAYS * DAY))));
      deps.outbox.kick();
    },
  };
}
