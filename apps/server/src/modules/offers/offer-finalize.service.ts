import type { TFinalizeRequest } from '@app/shared/offers/offer-negotiation';
import { offerRule, sideOf } from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { enqueue } from '../../platform/outbox/outbox';
import { transition } from '../../platform/state-machine/transition';
import { offerTarget } from '../listings/index';
import type { ProductHandler } from '../payments/index';
import { loseBackups } from './offer-backups';
import { offerMoveEffects } from './offer-effects';
import { insertFinalSignature } from './offer-finalize.repo';
import { NEGOTIATION_FEE_KIND, negotiationFeeBps, negotiationFeeOf } from './offer-negotiation-fee';
import { renderPdfs, type SigningClient } from './offer-signing.service';
import { accessOffer, OFFER_MACHINE, offerView } from './offers.service';
import { findFinalSignatures, findOffer, lockOffer, offerStateOf, type OfferRow } from './offers.repo';

/** Refunds a negotiation fee paid for an offer that can no longer be finalized by it (finalized already, cancelled since). */
export const DUPLICATE_FEE_TOPIC = 'offers.refund-duplicate-negotiation-fee';
/** Renders the final terms' PDFs of a finalized offer, after the commit (the buyer's language and English). */
export const FINAL_PDF_TOPIC = 'offers.render-final-pdf';

export { NEGOTIATION_FEE_KIND };

/**
 * POST /offers/{id}/finalize: the caller's side signs the final terms (typed or drawn, with the
 * time, IP and user agent). The buyer side signs first: the offer moves from accepted to signed
 * and every party is told. The seller side signs second: its signature is recorded and the offer
 * waits for the negotiation fee, whose payment (negotiationFeeProduct) finalizes it. A side that
 * has signed already gets 409 'Your side has already signed the final terms.'.
 */
export async function finalizeOffer(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  input: TFinalizeRequest,
  client: SigningClient,
): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id, 'finalize');
  const side = sideOf(access.relation);
  if (!side) throw new AppError('FORBIDDEN');
  const row = await deps.database.db.transaction(async (tx) => {
    const locked = await lockOffer(tx, id);
    if (!locked) throw new AppError('ACTION_NOT_AVAILABLE');
    if ((await findFinalSignatures(tx, id)).some((signature) => signature.side === side)) throw new AppError('FINAL_TERMS_SIGNED');
    if (!offerRule(access.relation, 'finalize', offerStateOf(locked))) throw new AppError('ACTION_NOT_AVAILABLE');
    const signed = await insertFinalSignature(tx, {
      offerId: id,
      side,
      signerAccountId: actor.accountId,
      method: input.signature.method,
      typedName: input.signature.method === 'typed' ? input.signature.typedName : null,
      image: input.signature.method === 'drawn' ? input.signature.image : null,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
    });
    if (!signed) throw new AppError('FINAL_TERMS_SIGNED');
    // The seller side's signature finalizes once its negotiation fee is paid.
    if (side === 'seller') return locked;
    const moved = (await transition(tx, OFFER_MACHINE, {
      id,
      from: offerStateOf(locked),
      action: 'finalize',
      actor: { id: actor.accountId, relation: access.relation },
      set: { updatedAt: new Date() },
    }))!;
    await offerMoveEffects(deps, tx, moved, { action: 'finalize', by: 'buyer' });
    return moved;
  });
  deps.outbox.kick();
  return offerView(deps, { ...access, row });
}

/**
 * The seller's finalize, inside the negotiation fee's payment transaction with the offer locked:
 * signed → finalized, escrow opens now (which fixes the deposits' due dates), the backups on the
 * listing lose, every party is told, and the final PDFs are rendered after the commit. A payment
 * that cannot finalize (a second checkout paid in a race, the buyer cancelled since) is refunded
 * instead: a seller never pays for a deal that did not close.
 */
export async function applyNegotiationFee(
  deps: AppDeps,
  tx: Tx,
  offerId: string,
  paid: { accountId: string; paymentId: string; amount: number },
) {
  const row = await lockOffer(tx, offerId);
  const target = row?.listingId ? await offerTarget(tx, row.listingId) : undefined;
  const relation = target?.agentListed ? 'listing-agent' : 'seller';
  const sellerSigned = row ? (await findFinalSignatures(tx, row.id)).some((signature) => signature.side === 'seller') : false;
  if (
    !row?.listingId ||
    !target ||
    !sellerSigned ||
    paid.accountId !== row.sellerAccountId ||
    !offerRule(relation, 'finalize', offerStateOf(row))
  ) {
    await enqueue(tx, DUPLICATE_FEE_TOPIC, { paymentId: paid.paymentId });
    return;
  }
  const now = new Date();
  const finalized = (await transition(tx, OFFER_MACHINE, {
    id: row.id,
    from: offerStateOf(row),
    action: 'finalize',
    actor: { id: paid.accountId, relation },
    data: { paymentId: paid.paymentId, negotiationFee: { bps: negotiationFeeBps(), amount: paid.amount } },
    set: { escrowOpenedAt: now, updatedAt: now },
  })) as OfferRow;
  await loseBackups(deps, tx, row.listingId);
  await offerMoveEffects(deps, tx, finalized, { action: 'finalize', by: 'seller' });
  await enqueue(tx, FINAL_PDF_TOPIC, { offerId: row.id });
}

/** Renders a finalized offer's final terms (both sides' signatures, the fixed due dates); again after a retry, replacing the same documents. */
export async function renderFinalPdfs(deps: AppDeps, offerId: string): Promise<void> {
  const db = deps.database.db;
  const row = await findOffer(db, offerId);
  const target = row?.listingId ? await offerTarget(db, row.listingId) : undefined;
  if (!row || !target || row.status !== 'finalized' || !row.escrowOpenedAt) return;
  await renderPdfs(deps, { row, target }, { signatures: await findFinalSignatures(db, offerId), escrowOpenedAt: row.escrowOpenedAt });
}

/**
 * The seller side's negotiation fee as a product of the wallet's checkout ({fee}% of the final
 * price, the priced catalogue's rate, in the offer's currency): priced only for the seller side of
 * an offer the buyer side has signed and the seller side has signed too; paying it finalizes.
 */
export function negotiationFeeProduct(deps: AppDeps): ProductHandler {
  return {
    async quote(_deps, actor, product) {
      const access = await accessOffer(deps, actor, product.ref, 'finalize');
      if (sideOf(access.relation) !== 'seller') throw new AppError('FORBIDDEN');
      if (!offerRule(access.relation, 'finalize', offerStateOf(access.row))) throw new AppError('ACTION_NOT_AVAILABLE');
      const signatures = await findFinalSignatures(deps.database.db, access.row.id);
      if (!signatures.some((signature) => signature.side === 'seller')) throw new AppError('FINAL_TERMS_UNSIGNED');
      const fee = negotiationFeeOf(access.row, []);
      if (!fee) throw new AppError('ACTION_NOT_AVAILABLE');
      const title = access.target.title ?? '';
      return {
        description: `Negotiation fee: offer on ${title}`,
        line: { key: 'offerNegotiationFee', params: { title } },
        amount: fee.amount.amount,
        currency: fee.amount.currency,
        creditAccount: 'revenue:negotiation-fees',
      };
    },
    async fulfil(tx, context) {
      await applyNegotiationFee(deps, tx, context.product.ref, {
        accountId: context.accountId,
        paymentId: context.paymentId,
        amount: context.amount,
      });
    },
  };
}
