import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addBusinessDays } from '@app/shared/domain/business-days';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { cardForm } from '../../../test/payment-fixtures';
import { offerEvents, offerFinalSignatures, refunds } from '../../db/schema/index';
import { transition } from '../../platform/state-machine/transition';
import { floorPlanPng } from '../media/media.fixtures';
import { negotiationFixtures } from './offer-finalize.fixtures';
import { offerTestbed } from './offers.fixtures';
import { findOffer, findOfferPdfs, offerStateOf } from './offers.repo';
import { OFFER_MACHINE } from './offers.service';

const tb = await offerTestbed();
const { app, db, buyerClient, sellerClient, strangerClient } = tb;
const { offerIn, acceptedOffer } = negotiationFixtures(tb);

const typed = (typedName: string) => ({ signature: { method: 'typed', typedName } });
const finalize = (client: typeof buyerClient, id: string, body: unknown = typed('Mei Lin')) =>
  client.post(`/api/v1/offers/${id}/finalize`, body, { 'user-agent': 'FinalizeTest/1.0' });
const openFeeCheckout = (id: string) => sellerClient.post('/api/v1/checkouts', { product: { kind: 'offer-negotiation-fee', ref: id } });
const pay = (checkoutId: string) =>
  sellerClient.post(`/api/v1/checkouts/${checkoutId}/pay`, { card: cardForm() }, { 'idempotency-key': crypto.randomUUID() });
const offerAs = async (client: typeof buyerClient, id: string) => (await client.get(`/api/v1/offers/${id}`)).json().data as TOffer;

describe('POST /offers/:id/finalize and the negotiation fee', () => {
  it('the buyer side signs first, the seller signs and pays the fee: escrow opens, due dates are fixed, backups lose, final PDFs are rendered', async () => {
    const offer = await acceptedOffer();
    const backup = await offerIn({ status: 'backup' }, offer.listingId!);

    // Out of turn, or not a party.
    const early = await finalize(sellerClient, offer.id, typed('Lin Wei'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, message: 'This action is not available in its current state.' });
    expect((await finalize(strangerClient, offer.id)).statusCode).toBe(404);

    const first = await finalize(buyerClient, offer.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'signed', signedBy: 'buyer', negotiationFee: null, escrowOpenedAt: null });
    expect((first.json().data as TOffer).finalSignatures.map((s) => s.side)).toEqual(['buyer']);
    const again = await finalize(buyerClient, offer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your side has already signed the final terms.');

    // The seller sees the fee: 0.25% of the final price, in the offer's currency; no checkout before signing.
    expect((await offerAs(sellerClient, offer.id)).negotiationFee).toEqual({ bps: 25, amount: { amount: 150_000, currency: 'USD' } });
    const unsigned = await openFeeCheckout(offer.id);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().message).toBe('Sign the final terms before paying the negotiation fee.');

    const image = `data:image/png;base64,${(await floorPlanPng()).toString('base64')}`;
    const second = await finalize(sellerClient, offer.id, { signature: { method: 'drawn', image } });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.status).toBe('signed');
    const signatures = await db.select().from(offerFinalSignatures).where(eq(offerFinalSignatures.offerId, offer.id));
    expect(signatures.map((s) => [s.side, s.method, s.userAgent, s.ip.length > 0])).toEqual(
      expect.arrayContaining([
        ['buyer', 'typed', 'FinalizeTest/1.0', true],
        ['seller', 'drawn', 'FinalizeTest/1.0', true],
      ]),
    );

    // Two checkouts opened before either is paid: the first finalizes, the second is refunded.
    const checkouts = [await openFeeCheckout(offer.id), await openFeeCheckout(offer.id)];
    for (const checkout of checkouts) expect(checkout.statusCode, checkout.body).toBe(201);
    expect(checkouts[0]!.json().data.amount).toEqual({ amount: 150_000, currency: 'USD' });
    const paid = await pay(checkouts[0]!.json().data._id);
    expect(paid.statusCode, paid.body).toBe(200);
    const duplicate = await pay(checkouts[1]!.json().data._id);
    expect(duplicate.statusCode, duplicate.body).toBe(200);
    await app.deps.outbox.drain();

    const row = (await findOffer(db, offer.id))!;
    expect(row.status).toBe('finalized');
    expect(row.escrowOpenedAt).not.toBeNull();
    const seen = await offerAs(sellerClient, offer.id);
    const due = addBusinessDays(row.escrowOpenedAt!, 3).toISOString();
    expect(seen.money.deposits.map((d) => d.dueAt)).toEqual([due, due]);
    expect(seen.negotiationFee).toEqual({ bps: 25, amount: { amount: 150_000, currency: 'USD' } });
    expect((await findOffer(db, backup.id))!.status).toBe('lost');
    const finalizes = await db.select().from(offerEvents).where(eq(offerEvents.entityId, offer.id));
    expect(finalizes.filter((e) => e.action === 'finalize').map((e) => e.toStatus)).toEqual(['signed', 'finalized']);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, duplicate.json().data.payment._id))).toHaveLength(1);
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, paid.json().data.payment._id))).toHaveLength(0);

    // The final terms as PDFs, in the buyer's language (Spanish) and English, each with the SHA-256 of what is stored.
    const finals = (await findOfferPdfs(db, offer.id)).filter((pdf) => pdf.kind === 'final-pdf');
    expect(finals.map((pdf) => pdf.locale).sort()).toEqual(['en-us', 'es']);
    for (const pdf of finals) {
      const bytes = await app.deps.storage.getObject(pdf.storageKey);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(pdf.sha256);
    }
    expect((await offerAs(buyerClient, offer.id)).pdfs.filter((pdf) => pdf.kind === 'final-pdf')).toHaveLength(2);
  });

  it('a fee paid after the buyer cancelled is refunded and finalizes nothing', async () => {
    const offer = await acceptedOffer();
    expect((await finalize(buyerClient, offer.id)).statusCode).toBe(200);
    expect((await finalize(sellerClient, offer.id, typed('Lin Wei'))).statusCode).toBe(200);
    const checkout = await openFeeCheckout(offer.id);
    expect(checkout.statusCode, checkout.body).toBe(201);
    // The buyer cancels (the table's move) while the seller's checkout is open.
    const signed = (await findOffer(db, offer.id))!;
    await db.transaction((tx) =>
      transition(tx, OFFER_MACHINE, {
        id: offer.id,
        from: offerStateOf(signed),
        action: 'cancel',
        actor: { id: tb.buyer.id, relation: 'buyer' },
        reason: 'Found another home',
      }),
    );
    const paid = await pay(checkout.json().data._id);
    expect(paid.statusCode, paid.body).toBe(200);
    await app.deps.outbox.drain();
    expect((await findOffer(db, offer.id))!.status).toBe('cancelled');
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, paid.json().data.payment._id))).toHaveLength(1);
  });
});
