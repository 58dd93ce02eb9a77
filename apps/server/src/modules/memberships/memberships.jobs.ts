import { membershipPlan } from '@app/shared/constants/membership';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { Job } from '../../platform/jobs/jobs';
import { enqueue } from '../../platform/outbox/outbox';
import { transition } from '../../platform/state-machine/transition';
import { membershipExpired } from './mail/membership-expired.template';
import { membershipRenewalNotice } from './mail/membership-renewal-notice.template';
import { formatUsd, memberMail, membershipLink } from './member-mail';
import { MEMBERSHIP_MACHINE, membershipStateOf, SYSTEM_ACTOR } from './membership-machine';
import { planPrice } from './membership-pricing';
import { attemptRenewal } from './renewals.service';
import { abandonRenewals, claimDueRenewals, claimRenewalNotices, findMembershipsToExpire, openDueRenewals } from './renewals.repo';
import { defaultCard, ownCard } from '../wallet/index';

const DAY = 24 * 60 * 60 * 1000;
/** Rows one run handles per step, so its transaction stays short; the rest wait for the next run. */
const BATCH = 100;
/** How long a claimed renewal is left to the run that claimed it before another may try. */
const ATTEMPT_LEASE_MS = 10 * 60 * 1000;

/** Mails each auto-renewing member before the charge (3 days ahead monthly, 7 yearly), once per period. */
async function sendRenewalNotices(deps: AppDeps, tx: Tx, now: Date) {
  for (const row of await claimRenewalNotices(tx, now, new Date(now.getTime() + 7 * DAY))) {
    const card = (row.cardId ? await ownCard(tx, row.accountId, row.cardId) : undefined) ?? (await defaultCard(tx, row.accountId));
    // No card, no charge to announce: the attempt fails into the grace period with its own mail.
    if (!card) continue;
    const mail = await memberMail(deps, tx, row.accountId, membershipRenewalNotice, {
      plan: membershipPlan(row.plan).label,
      amount: formatUsd(planPrice(row).amount),
      chargeOn: row.currentPeriodEnd.toISOString().slice(0, 10),
      card: card.last4,
      link: membershipLink(deps),
    });
    if (mail) await enqueue(tx, mail.topic, mail.payload);
  }
}

/** Ends memberships whose term ran out without renewal or whose grace period passed, with a mail. */
async function expireEnded(deps: AppDeps, tx: Tx, now: Date) {
  for (const row of await findMembershipsToExpire(tx, now, BATCH)) {
    const mail = await memberMail(deps, tx, row.accountId, membershipExpired, {
      plan: membershipPlan(row.plan).label,
      link: membershipLink(deps),
    });
    await transition(tx, MEMBERSHIP_MACHINE, {
      id: row.id,
      from: membershipStateOf(row),
      action: 'expire',
      actor: SYSTEM_ACTOR,
      reason: row.status === 'past-due' ? 'renewal-failed' : 'period-ended',
      set: { updatedAt: now },
      effects: mail ? [mail] : [],
    });
    await abandonRenewals(tx, row.id);
  }
}

/**
 * Renewals and expiry (issue 19), on any number of nodes: under the job's lock it mails notices,
 * ends what is over, opens each period's renewal once and claims due attempts with a lease; after
 * commit it charges them (no transaction held while the processor answers). A period is charged at
 * most once whatever the retries: one renewal per period, one checkout per renewal, one live
 * payment per checkout, one key per attempt.
 */
export function membershipRenewalJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'membership-renewals',
    everyMs: 15 * 60 * 1000,
    async run(tx) {
      const now = new Date();
      await sendRenewalNotices(deps, tx, now);
      await expireEnded(deps, tx, now);
      await openDueRenewals(tx, now, BATCH);
      const claimed = await claimDueRenewals(tx, now, ATTEMPT_LEASE_MS, BATCH);
      return async () => {
        deps.outbox.kick();
        for (const renewal of claimed) {
          try {
            await attemptRenewal(deps, renewal);
          } catch (err) {
            log.warn({ err, renewalId: renewal.id }, 'membership renewal: attempt failed; the next run retries');
          }
        }
      };
    },
  };
}
