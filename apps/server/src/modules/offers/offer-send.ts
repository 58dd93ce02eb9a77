import { bookingDeposit } from '@app/shared/domain/offer-money';
import { termsOfDraft } from '@app/shared/offers/offer-negotiation';
import { allPagesComplete } from '@app/shared/offers/offer-pages';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { enqueue } from '../../platform/outbox/outbox';
import { transition } from '../../platform/state-machine/transition';
import { findAccountById } from '../accounts/index';
import { offerTarget, type OfferTarget } from '../listings/index';
import type { ProductHandler } from '../payments/index';
import { pagesOf } from './offer-views';
import { responseDeadline } from './offer-deadline';
import { offerMoveEffects } from './offer-effects';
import { accessOffer, depositMinimumOf, fillerEmailOf, OFFER_MACHINE } from './offers.service';
import { findSignatures, insertOfferVersion, lockOffer, offerStateOf, type OfferRow } from './offers.repo';

/** The product kind of an offer's booking deposit (spec section 9: refundable, charged when the offer is sent). */
export const BOOKING_DEPOSIT_KIND = 'offer-booking-deposit';
/** Refunds a booking deposit paid for an offer that had been sent already (a second checkout raced the first). */
export const DUPLICATE_DEPOSIT_TOPIC = 'offers.refund-duplicate-deposit';

/** Whether the offer as stored may be sent: every page complete and every buyer signed. */
async function readyToSend(db: DbOrTx, row: OfferRow, target: OfferTarget): Promise<boolean> {
  return allPagesComplete(pagesOf(row, target, await fillerEmailOf(db, row), await findSignatures(db, row.id)));
}

/**
 * Sends the offer (completed=true), inside the payment's transaction with the offer locked: the
 * transition with its event and the seller's response window, round 0 of the negotiation, and the
 * move's effects (offerMoveEffects: mails to every party, `completedOffers`), all after commit. A payment for an offer that is no longer a draft (a second checkout paid in a
 * race) is refunded instead, after commit: a buyer never pays twice for one offer.
 */
export async function applyBookingDeposit(
  deps: AppDeps,
  tx: Tx,
  offerId: string,
  paid: { accountId: string; paymentId: string; amount: number },
) {
  const row = await lockOffer(tx, offerId);
  const target = row?.listingId ? await offerTarget(tx, row.listingId) : undefined;
  // Changed since the checkout was priced (a save drops the signatures) or sent already: refund, do not send.
  if (
    !row ||
    !target ||
    row.status !== 'draft' ||
    (target.agentListed && !target.exclusiveListingOnFile) ||
    !(await readyToSend(tx, row, target)) ||
    row.offerPriceMinor === null
  ) {
    await enqueue(tx, DUPLICATE_DEPOSIT_TOPIC, { paymentId: paid.paymentId });
    return;
  }
  const relation = paid.accountId === row.buyerAccountId && row.draft.basics?.filledBy !== 'buyers-agent' ? 'buyer' : 'buyers-agent';
  const now = new Date();
  // What was charged, as priced when the checkout opened (a rate may have moved since): what a refund gives back.
  const amount = paid.amount;
  const sent = await transition(tx, OFFER_MACHINE, {
    id: row.id,
    from: offerStateOf(row),
    action: 'send',
    actor: { id: paid.accountId, relation },
    data: { paymentId: paid.paymentId, bookingDeposit: amount },
    set: {
      sentAt: now,
      updatedAt: now,
      seen: false,
      bookingPaymentId: paid.paymentId,
      bookingDepositMinor: amount,
      respondBy: responseDeadline(target, now),
    },
  });
  if (!sent) throw new Error('a sent offer is never removed');
  // Round 0 of the negotiation: the terms as sent (the buyers' own signatures are the offer's).
  const payer = await findAccountById(tx, paid.accountId);
  await insertOfferVersion(tx, {
    offerId: row.id,
    round: 0,
    side: 'buyer',
    action: 'send',
    authorAccountId: paid.accountId,
    authorName: payer ? `${payer.firstName} ${payer.lastName}`.trim() : '',
    terms: termsOfDraft(row.draft),
    changes: [],
    signedAt: now,
  });
  await offerMoveEffects(deps, tx, sent, { action: 'send', by: 'buyer' });
}

/**
 * The booking deposit as a product of the wallet's checkout: {feePercent}% of the 1.2% technology
 * fee on the bid, at least ${minFee} (constants/fees.ts, decision 049). Priced only for the buyer
 * side of a draft whose every page is complete and signed; paying it sends the offer.
 */
export function bookingDepositProduct(deps: AppDeps): ProductHandler {
  return {
    async quote(_deps, actor, product) {
      const access = await accessOffer(deps, actor, product.ref, 'send');
      if (access.row.status !== 'draft') throw new AppError('ACTION_NOT_AVAILABLE');
      // The listing agent may have removed the exclusive listing agreement since the draft began (decision 053).
      if (access.target.agentListed && !access.target.exclusiveListingOnFile) throw new AppError('EXCLUSIVE_LISTING_REQUIRED');
      if (!(await readyToSend(deps.database.db, access.row, access.target)) || access.row.offerPriceMinor === null)
        throw new AppError('OFFER_NOT_READY');
      const title = access.target.title ?? '';
      return {
        description: `Booking deposit: offer on ${title}`,
        line: { key: 'offerBookingDeposit', params: { title } },
        amount: bookingDeposit(access.row.offerPriceMinor, await depositMinimumOf(deps.database.db, access.row.currency)),
        currency: access.row.currency,
        creditAccount: 'deposits-held:offers',
      };
    },
    async fulfil(tx, context) {
      await applyBookingDeposit(deps, tx, context.product.ref, {
        accountId: context.accountId,
        paymentId: context.paymentId,
        amount: context.amount,
      });
    },
  };
}
