import { userRoom } from '@app/shared/domain/socket-events';
import { bookingDeposit } from '@app/shared/domain/offer-money';
import { allPagesComplete, listingPriceText } from '@app/shared/offers/offer-pages';
import { OFFERS_EVENTS } from '@app/shared/offers/offers.events';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { mailMessage } from '../../platform/mail/mail-queue';
import { enqueue, type OutboxMessage } from '../../platform/outbox/outbox';
import { enqueueRealtime } from '../../platform/realtime/realtime-outbox';
import { transition } from '../../platform/state-machine/transition';
import { findAccountByEmail, findAccountById, mailLocaleOf } from '../accounts/index';
import { offerTarget, type OfferTarget } from '../listings/index';
import type { ProductHandler } from '../payments/index';
import { pagesOf } from './offer-views';
import { offerReceived } from './mail/offer-received.template';
import { offerSent } from './mail/offer-sent.template';
import { accessOffer, depositMinimumOf, fillerEmailOf, OFFER_MACHINE } from './offers.service';
import { findSignatures, findUnseenReceived, lockOffer, offerStateOf, type OfferRow } from './offers.repo';
import type { TLocale } from '@app/shared/constants/locale';

/** The product kind of an offer's booking deposit (spec section 9: refundable, charged when the offer is sent). */
export const BOOKING_DEPOSIT_KIND = 'offer-booking-deposit';
/** Refunds a booking deposit paid for an offer that had been sent already (a second checkout raced the first). */
export const DUPLICATE_DEPOSIT_TOPIC = 'offers.refund-duplicate-deposit';

/**
 * The mails of a sent offer (spec: emails go to all parties, each in their own language): the seller
 * (the listing's owner: seller or listing agent), and every buyer, co-buyer and the buyer's agent,
 * by their account's language when they have one, else the language of whoever filled it out.
 */
async function sendMails(deps: AppDeps, db: DbOrTx, row: OfferRow, target: OfferTarget): Promise<OutboxMessage[]> {
  const price = row.offerPriceMinor === null ? '' : listingPriceText(row.offerPriceMinor, row.currency);
  const title = target.title ?? '';
  const mails: OutboxMessage[] = [];
  const seller = await findAccountById(db, row.sellerAccountId);
  if (seller)
    mails.push(
      mailMessage({
        to: seller.email,
        locale: mailLocaleOf(seller),
        template: offerReceived,
        data: {
          firstName: seller.firstName,
          listingTitle: title,
          offerPrice: price,
          link: `${deps.config.publicUrl}/dashboard/offers/pending/offer/${row.id}`,
        },
      }),
    );
  const filler = await findAccountById(db, row.buyerAccountId);
  const fallback: TLocale = filler ? mailLocaleOf(filler) : 'en-us';
  const people = new Map<string, string>();
  if (filler) people.set(filler.email, filler.firstName);
  for (const buyer of row.draft.buyers?.buyers ?? []) if (buyer.email) people.set(buyer.email, buyer.name?.first ?? '');
  const agent = row.draft.buyers?.buyingAgentInformation;
  if (agent?.agentEmail) people.set(agent.agentEmail, agent.name ?? '');
  for (const [email, firstName] of people) {
    const account = await findAccountByEmail(db, email);
    mails.push(
      mailMessage({
        to: email,
        locale: account ? mailLocaleOf(account) : fallback,
        template: offerSent,
        data: {
          firstName: account?.firstName ?? firstName,
          listingTitle: title,
          offerPrice: price,
          link: `${deps.config.publicUrl}/dashboard/offers/pending/offer/${row.id}`,
        },
      }),
    );
  }
  return mails;
}

/** Whether the offer as stored may be sent: every page complete and every buyer signed. */
async function readyToSend(db: DbOrTx, row: OfferRow, target: OfferTarget): Promise<boolean> {
  return allPagesComplete(pagesOf(row, target, await fillerEmailOf(db, row), await findSignatures(db, row.id)));
}

/**
 * Sends the offer (completed=true), inside the payment's transaction with the offer locked: the
 * transition, its event, the mails and the seller's `completedOffers` (their unseen offers), all
 * after commit. A payment for an offer that is no longer a draft (a second checkout paid in a
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
  await transition(tx, OFFER_MACHINE, {
    id: row.id,
    from: offerStateOf(row),
    action: 'send',
    actor: { id: paid.accountId, relation },
    data: { paymentId: paid.paymentId, bookingDeposit: amount },
    set: { sentAt: now, updatedAt: now, seen: false, bookingPaymentId: paid.paymentId, bookingDepositMinor: amount },
    effects: await sendMails(deps, tx, row, target),
  });
  await queueCompletedOffers(tx, row.sellerAccountId);
}

/**
 * The seller's `completedOffers` (their completed, unseen offers), queued in a savepoint: when
 * building it fails, the seller's sockets get `completedOffersError` instead (spec section 7) and
 * the send, with the buyer's payment, still commits.
 */
async function queueCompletedOffers(tx: Tx, sellerId: string): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      const unseen = await findUnseenReceived(savepoint, sellerId);
      await enqueueRealtime(savepoint, OFFERS_EVENTS, 'completedOffers', userRoom(sellerId), {
        offers: unseen.flatMap((offer) =>
          offer.listingId ? [{ _id: offer.id, propertyID: offer.listingId, updatedAt: offer.updatedAt.toISOString() }] : [],
        ),
      });
    });
  } catch {
    // The savepoint rolled back only its own work; the seller's web shows its generic error.
    await enqueueRealtime(tx, OFFERS_EVENTS, 'completedOffersError', userRoom(sellerId), { code: 'anErrorHasOccured' });
  }
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
