import type { TLocale } from '@app/shared/constants/locale';
import { userRoom } from '@app/shared/domain/socket-events';
import { listingPriceText } from '@app/shared/offers/offer-pages';
import { ENDED_STATUSES, type TOfferAction, type TOfferSide } from '@app/shared/offers/offer-transitions';
import { OFFERS_EVENTS } from '@app/shared/offers/offers.events';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx, Tx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { enqueue } from '../../platform/outbox/outbox';
import { enqueueRealtime } from '../../platform/realtime/realtime-outbox';
import { findAccountByEmail, findAccountById, mailLocaleOf } from '../accounts/index';
import { offerTarget } from '../listings/index';
import { refundPayment } from '../payments/index';
import { offerMoved, type TOfferMoveKey } from './mail/offer-moved.template';
import { offerReceived } from './mail/offer-received.template';
import { offerSent } from './mail/offer-sent.template';
import { findOffer, type OfferRow } from './offers.repo';

/** Refunds the booking deposit of an offer that ended without a sale (decision 054), once per offer. */
export const BOOKING_REFUND_TOPIC = 'offers.refund-booking-deposit';
/** The refund's idempotency key: one refund per offer, whatever retries, races or later ends. */
export const bookingRefundKey = (offerId: string) => `offer-booking-refund:${offerId}`;

/** A move as its effects see it: what was done, by which side (or the server) and why. */
export type OfferMove = { action: TOfferAction; by: TOfferSide | 'system'; reason?: string | null };

/** Someone to tell about an offer: their email, name, account (for the socket), language and side. */
type Party = { email: string; firstName: string; accountId: string | null; locale: TLocale; side: TOfferSide };

/**
 * Every party of an offer (spec: emails go to all parties, each in their own language): the seller
 * (the listing's owner, seller or listing agent), whoever filled it out, each buyer and co-buyer and
 * the buyer's agent, by email. Each reads their account's language; a party without an account
 * reads the language of whoever filled the offer out.
 */
export async function offerParties(db: DbOrTx, row: OfferRow): Promise<Party[]> {
  const parties = new Map<string, Party>();
  const seller = await findAccountById(db, row.sellerAccountId);
  if (seller)
    parties.set(seller.email, {
      email: seller.email,
      firstName: seller.firstName,
      accountId: seller.id,
      locale: mailLocaleOf(seller),
      side: 'seller',
    });
  const filler = await findAccountById(db, row.buyerAccountId);
  const fallback: TLocale = filler ? mailLocaleOf(filler) : 'en-us';
  const named = new Map<string, string>();
  if (filler) named.set(filler.email, filler.firstName);
  for (const buyer of row.draft.buyers?.buyers ?? []) if (buyer.email) named.set(buyer.email, buyer.name?.first ?? '');
  const agent = row.draft.buyers?.buyingAgentInformation;
  if (agent?.agentEmail) named.set(agent.agentEmail, agent.name ?? '');
  for (const [email, firstName] of named) {
    if (parties.has(email)) continue;
    const account = email === filler?.email ? filler : await findAccountByEmail(db, email);
    parties.set(email, {
      email,
      firstName: account?.firstName ?? firstName,
      accountId: account?.id ?? null,
      locale: account ? mailLocaleOf(account) : fallback,
      side: 'buyer',
    });
  }
  return [...parties.values()];
}

/** Which sentence of offer-moved.template.ts tells of this move. */
function offerMoveKey(row: OfferRow, move: OfferMove): TOfferMoveKey {
  switch (move.action) {
    case 'counter':
    case 'renegotiate':
    case 'decline':
      return `${move.action}-${move.by === 'buyer' ? 'buyer' : 'seller'}`;
    case 'finalize':
      return row.status === 'finalized' ? 'finalize-finalized' : 'finalize-signed';
    case 'edit':
    case 'accept':
    case 'cancel':
    case 'expire':
    case 'hold-as-backup':
    case 'promote':
    case 'lose':
      return move.action;
    case 'send':
    case 'remove-draft':
      throw new Error(`${move.action} has no offer-moved mail`);
  }
}

/** The mails of a move to one party: a sent offer reaches the seller as received, the buyer side as sent; any other move reads offer-moved. */
async function mailParty(deps: AppDeps, tx: Tx, row: OfferRow, move: OfferMove, party: Party, listingTitle: string) {
  const common = {
    firstName: party.firstName,
    listingTitle,
    offerPrice: row.offerPriceMinor === null ? '' : listingPriceText(row.offerPriceMinor, row.currency),
    link: `${deps.config.publicUrl}/dashboard/offers/pending/offer/${row.id}`,
  };
  if (move.action === 'send') {
    await enqueueMail(tx, {
      to: party.email,
      locale: party.locale,
      template: party.side === 'seller' ? offerReceived : offerSent,
      data: common,
    });
    return;
  }
  await enqueueMail(tx, {
    to: party.email,
    locale: party.locale,
    template: offerMoved,
    data: { ...common, move: offerMoveKey(row, move), reason: move.reason ?? '' },
  });
}

/**
 * `completedOffers` with the changed offer to each party's sockets (their web refreshes its lists
 * on it, which also counts the seller's unseen offers), queued in a savepoint: when building it
 * fails, those sockets get `completedOffersError` instead (spec section 7) and the move, with any
 * payment, still commits.
 */
async function queueCompletedOffers(tx: Tx, accountIds: string[], row: OfferRow): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      const offers = row.listingId ? [{ _id: row.id, propertyID: row.listingId, updatedAt: row.updatedAt.toISOString() }] : [];
      for (const id of accountIds) await enqueueRealtime(savepoint, OFFERS_EVENTS, 'completedOffers', userRoom(id), { offers });
    });
  } catch {
    // The savepoint rolled back only its own work; the web shows its generic error.
    for (const id of accountIds)
      await enqueueRealtime(tx, OFFERS_EVENTS, 'completedOffersError', userRoom(id), { code: 'anErrorHasOccured' });
  }
}

/**
 * The side effects of one offer move, in the move's transaction (so they happen exactly when it
 * commits): a mail to every party in their language, `completedOffers` to each party's sockets, and,
 * when the offer ended without a sale (declined, cancelled, expired, lost), the refund of its booking
 * deposit. Every move calls it with the row as the move left it: the negotiation's own, the expiry
 * job and finalizing. Call `deps.outbox.kick()` after the commit.
 */
export async function offerMoveEffects(deps: AppDeps, tx: Tx, row: OfferRow, move: OfferMove): Promise<void> {
  const target = row.listingId ? await offerTarget(tx, row.listingId) : undefined;
  const parties = await offerParties(tx, row);
  for (const party of parties) await mailParty(deps, tx, row, move, party, target?.title ?? '');
  const accountIds = [...new Set(parties.flatMap((party) => (party.accountId ? [party.accountId] : [])))];
  await queueCompletedOffers(tx, accountIds, row);
  if ((ENDED_STATUSES as readonly string[]).includes(row.status) && row.bookingPaymentId)
    await enqueue(tx, BOOKING_REFUND_TOPIC, { offerId: row.id });
}

/** Registers the refund of ended offers' booking deposits (through the ledger, keyed by the offer). */
export function registerOfferEffects(deps: AppDeps): void {
  deps.mail.register(offerMoved);
  deps.outbox.register(BOOKING_REFUND_TOPIC, async (payload) => {
    const { offerId } = z.object({ offerId: z.uuid() }).parse(payload);
    const row = await findOffer(deps.database.db, offerId);
    if (!row?.bookingPaymentId) return;
    await refundPayment(deps, {
      paymentId: row.bookingPaymentId,
      reason: `Offer ${row.status} without a sale: booking deposit refunded`,
      idempotencyKey: bookingRefundKey(offerId),
    });
  });
}
