import type { TListingEventReason } from '@app/shared/listings/listing-transitions';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { Job } from '../../platform/jobs/jobs';
import { listingExpired } from './mail/listing-expired.template';
import { listingExpiring } from './mail/listing-expiring.template';
import { enqueue } from '../../platform/outbox/outbox';
import { liveStatus, moveListing, planRunning, releaseListing, SYSTEM_ACTOR } from './listing-lifecycle.service';
import { ownerMail } from './listing-owner-mail';
import { findEndedListings, findListingsToArchive, findListingsToWarn, findPendingListings, updateListingRow } from './listings.repo';

const DAY = 24 * 60 * 60 * 1000;
/** Owners hear a week ahead that their plan ends. */
export const EXPIRY_NOTICE_DAYS = 7;
/** Expired listings are archived after this long. */
export const ARCHIVE_AFTER_DAYS = 90;
/** Listings one sweep moves per step, so its transaction stays short; the rest wait for the next run. */
const SWEEP_BATCH = 200;

const because = (reason: TListingEventReason) => ({ reason });

async function expireEnded(deps: AppDeps, tx: Tx, now: Date) {
  for (const row of await findEndedListings(tx, now, SWEEP_BATCH)) {
    const mail = await ownerMail(deps, tx, row, listingExpired, {});
    await moveListing(tx, row, 'expire', SYSTEM_ACTOR, { ...because('plan-ended'), effects: mail ? [mail] : [] });
  }
}

async function archiveLongExpired(tx: Tx, now: Date) {
  for (const row of await findListingsToArchive(tx, new Date(now.getTime() - ARCHIVE_AFTER_DAYS * DAY), SWEEP_BATCH)) {
    await moveListing(tx, row, 'archive', SYSTEM_ACTOR, because('expired-long-ago'));
  }
}

async function releasePending(deps: AppDeps, tx: Tx, now: Date) {
  for (const row of await findPendingListings(tx, now, SWEEP_BATCH)) {
    if (planRunning(row, now.getTime()) && (await liveStatus(tx, row)) === 'active') await releaseListing(deps, tx, row);
  }
}

/**
 * Listing expiry, decided on the server (spec: expiry is computed and applied by a scheduled job,
 * with an email before it happens): a week ahead the owner is warned once per term; at the end
 * the listing expires and the owner is told; 90 days later it is archived. A pending listing goes
 * online once its escrow and title companies have registered. Each move is a transition.
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
          const mail = await ownerMail(deps, tx, row, listingExpiring, { expiresOn: row.expiresAt?.toISOString().slice(0, 10) ?? '' });
          if (mail) await enqueue(tx, mail.topic, mail.payload);
        }
      }
      await releasePending(deps, tx, now);
      await expireEnded(deps, tx, now);
      await archiveLongExpired(tx, now);
      deps.outbox.kick();
    },
  };
}
