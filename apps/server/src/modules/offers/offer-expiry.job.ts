import type { AppDeps } from '../../app-deps';
import type { Job } from '../../platform/jobs/jobs';
import { transition } from '../../platform/state-machine/transition';
import { OFFER_SYSTEM } from './offer-backups';
import { offerMoveEffects } from './offer-effects';
import { lockOffersPastDeadline } from './offer-finalize.repo';
import { OFFER_MACHINE } from './offers.service';
import { offerStateOf } from './offers.repo';

/** Offers one sweep expires, so its transaction stays short; the rest wait for the next minute. */
const SWEEP_BATCH = 200;

/**
 * Expires unanswered offers on the server (decision 054): an offer waiting for an answer (sent,
 * countered) whose response window (respondBy, 2 business days in the listing's time zone) has
 * closed moves to expired as the server; its parties are told and its booking deposit refunded
 * (offerMoveEffects). The scheduler's lock runs it on one node at a time. Each offer is locked
 * and moved by its own transition: an answer being written at the last second holds the offer's
 * lock, so the sweep skips it and the next one finds it answered; an answer that comes after
 * the sweep locked it waits and then gets 409. Running it again changes nothing.
 */
export function offerExpiryJob(deps: AppDeps): Job {
  return {
    name: 'offers:expire',
    everyMs: 60 * 1000,
    async run(tx) {
      const due = await lockOffersPastDeadline(tx, new Date(), SWEEP_BATCH);
      for (const row of due) {
        const expired = await transition(tx, OFFER_MACHINE, {
          id: row.id,
          from: offerStateOf(row),
          action: 'expire',
          actor: OFFER_SYSTEM,
          set: { updatedAt: new Date() },
        });
        if (expired) await offerMoveEffects(deps, tx, expired, { action: 'expire', by: 'system' });
      }
      if (due.length > 0) return async () => deps.outbox.kick();
    },
  };
}
