import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingDeposit } from '@app/shared/domain/offer-money';
import { offerMediaIds } from '@app/shared/offers/offer-draft.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { latestMail } from '../../../test/http-client';
import { cardForm } from '../../../test/payment-fixtures';
import { clientAs, seedRoleAccount } from '../../../test/role-fixtures';
import { offerDocuments, offers } from '../../db/schema/index';
import { floorPlanPng, TINY_PDF, upload } from '../media/media.fixtures';
import { offerTestbed } from './offers.fixtures';

const {
  app,
  db,
  seller,
  buyer,
  sellerClient,
  buyerClient,
  strangerClient,
  newListing,
  startOffer,
  save,
  privatePdf,
  fillOffer,
  signAll,
  payDeposit,
} = await offerTestbed();
describe('making an offer: a draft saved page by page', () => {
  it('"Make an Offer" starts a draft (completed=false) with the buyer as first buyer and every page unfinished', async () => {
    const listing = await newListing();
    const offer = await startOffer(listing.id);
    expect(offer).toMatchObject({ property: listing.id, status: 'draft', completed: false, sellerID: seller.id, relation: 'buyer' });
    expect(offer.buyers[0]!.email).toBe(buyer.email);
    expect(offer.pages.basics).toMatchObject({ complete: false, missing: { offerPrice: 'This field is required.' } });
    expect(offer.actions).toEqual(['send', 'remove-draft']);
  });

  it('a seller cannot make an offer on their own listing', async () => {
    const listing = await newListing();
    const res = await sellerClient.post('/api/v1/offers', { propertyId: listing.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'You cannot make an offer on your own listing.' });
  });

  it("an offer at or above the listing price is refused: 'Must be under the listing price {price}'", async () => {
    const offer = await startOffer((await newListing()).id);
    for (const price of [68_500_000, 70_000_000]) {
      const res = await save(offer._id, { basics: { offerPrice: price } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'Part of the form has been incorrectly filled out. The mistakes must be corrected before saving or continuing',
        fields: { offerPrice: 'Must be under the listing price $685,000.00' },
      });
    }
    const ok = await save(offer._id, { basics: { offerPrice: 68_499_999 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.pages.basics.invalid).toEqual({});
  });

  it("a buyer's agent must represent another buyer", async () => {
    const offer = await startOffer((await newListing()).id);
    const res = await save(offer._id, { basics: { filledBy: 'buyers-agent' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'buyers.0.email': "A buyer's agent must represent another buyer." });
    const other = await save(offer._id, {
      basics: { filledBy: 'buyers-agent' },
      buyers: { buyers: [{ _id: offer.buyers[0]!._id, email: 'client@example.org' }], buyingAgentInformation: { agentEmail: buyer.email } },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.relation).toBe('buyers-agent');
  });

  it('reports unanswered questions per page without refusing the save (Confirm moves on with a notice)', async () => {
    const offer = await startOffer((await newListing()).id);
    const res = await save(offer._id, { buyers: { buyers: [{ _id: offer.buyers[0]!._id, email: 'not-an-email' }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'buyers.0.email': 'Please enter a valid email.' });
    const saved = await save(offer._id, { buyers: { buyers: [{ _id: offer.buyers[0]!._id, email: buyer.email, phone: '12' }] } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields).toEqual({ 'buyers.0.phone': 'Invalid Phone Number' });
    const partial = await save(offer._id, { buyers: { buyers: [{ _id: offer.buyers[0]!._id, email: buyer.email }] } });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data.pages.buyers.missing).toMatchObject({
      'buyers.0.name.first': 'This field is required.',
      'buyers.0.address.street': 'Address required.',
      'buyers.0.address.city': 'City required.',
      'buyers.0.address.zip_code': 'Postal code (zip) required.',
    });
  });

  it('the deposits cannot add up to more than the offer price', async () => {
    const offer = await startOffer((await newListing()).id);
    const res = await save(offer._id, {
      basics: { offerPrice: 1_000_000 },
      terms: { initial_escrow_deposit: { deposit: 600_000 }, increase_escrow_deposits: [{ deposit: 500_000 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ increase_escrow_deposits: 'The deposits cannot add up to more than the offer price.' });
  });

  it('computes the balance and shows the booking deposit for several bids, the minimum included', async () => {
    const offer = await startOffer((await newListing()).id);
    // 20% of the 1.2% technology fee, at least $100 (constants/fees.ts).
    for (const [bid, deposit] of [
      [60_000_000, 144_000], // $600,000 → fee $7,200 → $1,440
      [25_000_000, 60_000], // $250,000 → $600
      [4_000_000, 10_000], // $40,000 → fee $480 → $96, so the $100 minimum
      [100_000, 10_000], // $1,000 → the minimum
    ] as const) {
      const res = await save(offer._id, { basics: { offerPrice: bid }, terms: { initial_escrow_deposit: { deposit: 50_000 } } });
      expect(res.statusCode, res.body).toBe(200);
      const money = (res.json().data as TOffer).money;
      expect(money.bookingDeposit).toBe(deposit);
      expect(money.bookingDeposit).toBe(bookingDeposit(bid));
      expect(money.balance).toBe(bid - 50_000);
    }
  });
});

describe('documents by ownership type', () => {
  async function documentsPage(ownershipType: string, files: Record<string, string[]>) {
    const offer = await startOffer((await newListing()).id);
    const buyerId = offer.buyers[0]!._id;
    const res = await save(offer._id, {
      titleVesting: { ownershipType },
      documents: { documents: [{ buyerId, ...files }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as TOffer).pages.documents;
  }

  it('every buyer needs a government ID', async () => {
    expect((await documentsPage('sole-ownership', {})).missing).toEqual({ 'documents.0.govermentID': 'This field is required.' });
    expect(await documentsPage('sole-ownership', { govermentID: [await privatePdf()] })).toMatchObject({ complete: true });
  });

  it('a Trustee needs a government ID and the grant deed, and the trust agreement is required', async () => {
    expect((await documentsPage('living-trust', { govermentID: [await privatePdf()] })).missing).toEqual({
      'documents.0.grantDeed': 'A government ID and grant deed is required from a Trustee.',
      'documents.0.livingTrustAgreement': 'This field is required.',
    });
    const complete = await documentsPage('living-trust', {
      govermentID: [await privatePdf()],
      grantDeed: [await privatePdf()],
      livingTrustAgreement: [await privatePdf()],
    });
    expect(complete).toMatchObject({ complete: true });
  });

  it("a company needs its incorporation papers, its registration licence and each director's ID", async () => {
    expect((await documentsPage('company', {})).missing).toEqual({
      'documents.0.govermentID': "Each director's ID is required when a company owns the property.",
      'documents.0.articlesOfIncorporation': 'This field is required.',
      'documents.0.businessRegistrationLicense': 'This field is required.',
    });
    const complete = await documentsPage('company-director', {
      govermentID: [await privatePdf()],
      certificationOfIncorporation: [await privatePdf()],
      businessRegistrationLicense: [await privatePdf()],
    });
    expect(complete).toMatchObject({ complete: true });
  });

  it('refuses files that are not the saver’s own private uploads', async () => {
    const offer = await startOffer((await newListing()).id);
    const theirs = await privatePdf(strangerClient);
    const publicPhoto = (await upload(app, buyerClient, { name: 'id.pdf', type: 'application/pdf', bytes: TINY_PDF })).json().data
      ._id as string;
    const res = await save(offer._id, {
      documents: { documents: [{ buyerId: offer.buyers[0]!._id, govermentID: [theirs, publicPhoto] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([`files.${theirs}`].sort());
  });
});

describe('who sees an offer', () => {
  it('a stranger cannot read an offer or its documents; the seller not before it is sent', async () => {
    const offer = await fillOffer(await startOffer((await newListing()).id));
    const docId = offer.buyers[0]!.govermentID[0]!;
    expect((await buyerClient.get(`/api/v1/offers/${offer._id}/documents/${docId}`)).statusCode).toBe(302);
    for (const client of [strangerClient, sellerClient]) {
      expect((await client.get(`/api/v1/offers/${offer._id}`)).statusCode).toBe(404);
      expect((await client.get(`/api/v1/offers/${offer._id}/documents/${docId}`)).statusCode).toBe(404);
      expect((await client.put(`/api/v1/offers/${offer._id}`, { basics: { closingDays: 10 } })).statusCode).toBe(404);
      expect((await client.delete(`/api/v1/offers/${offer._id}`)).statusCode).toBe(404);
    }
    expect((await strangerClient.get(`/api/v1/offers/buyer/${buyer.id}`)).statusCode).toBe(403);
    expect((await strangerClient.get(`/api/v1/offers/seller/${seller.id}`)).statusCode).toBe(403);
    expect((await sellerClient.get(`/api/v1/offers/seller/${seller.id}`)).json().data.map((o: TOffer) => o._id)).not.toContain(offer._id);
  });

  it('offers whose listing is gone are not returned', async () => {
    const listing = await newListing();
    const offer = await startOffer(listing.id);
    // A draft is not an open deal: the seller may remove the listing.
    expect((await sellerClient.delete(`/api/v1/properties/${listing.id}`)).statusCode).toBe(200);
    expect((await buyerClient.get(`/api/v1/offers/${offer._id}`)).statusCode).toBe(404);
    const made = (await buyerClient.get(`/api/v1/offers/buyer/${buyer.id}`)).json().data as TOffer[];
    expect(made.map((o) => o._id)).not.toContain(offer._id);
  });

  it('a draft can be removed by its buyer, once', async () => {
    const offer = await startOffer((await newListing()).id);
    expect((await buyerClient.delete(`/api/v1/offers/${offer._id}`)).statusCode).toBe(200);
    expect((await buyerClient.get(`/api/v1/offers/${offer._id}`)).statusCode).toBe(404);
  });
});

describe('co-buyers', () => {
  it('get a mail asking them to sign, read the offer, sign for themselves only, and the last signature renders the PDF', async () => {
    const coBuyer = await seedRoleAccount(db, 'stranger');
    const coClient = await clientAs(app, coBuyer);
    const offer = await fillOffer(await startOffer((await newListing()).id));
    const coId = crypto.randomUUID();
    const first = offer.draft!.buyers!.buyers![0]!;
    const vod = offer.draft!.vod!.vod![0]!;
    const res = await save(offer._id, {
      titleVesting: { ownershipType: 'joint-tenancy', titleHeldAs: 'Husband and wife as joint tenants' },
      buyers: { buyers: [first, { ...first, _id: coId, name: { first: 'Wei', last: 'Chen' }, email: coBuyer.email }] },
      vod: { vod: [vod, { ...vod, buyerId: coId, vodSignature: { method: 'typed', typedName: 'Wei Chen' } }] },
      documents: { documents: [offer.draft!.documents!.documents![0]!, { buyerId: coId, govermentID: [await privatePdf()] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const signed = await signAll(res.json().data as TOffer);
    expect(signed.pages.sign).toMatchObject({ complete: false, missing: { 'signatures.1': 'This field is required.' } });
    expect(signed.pdfs).toEqual([]);
    const mail = await latestMail(app, coBuyer.email);
    expect(mail?.subject).toBe(`Please sign the offer on "${signed.listing.title}"`);
    expect(mail?.text).toContain('/offers/sign/');

    const seen = (await coClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    expect(seen.relation).toBe('co-buyer');
    // Each buyer signs for themselves.
    const forOther = await buyerClient.post(`/api/v1/offers/${offer._id}/signatures`, {
      buyerId: coId,
      signature: { method: 'typed', typedName: 'Wei Chen' },
    });
    expect(forOther.statusCode).toBe(403);
    expect((await coClient.put(`/api/v1/offers/${offer._id}`, { basics: { closingDays: 10 } })).statusCode).toBe(403);
    const coSigned = await coClient.post(`/api/v1/offers/${offer._id}/signatures`, {
      buyerId: coId,
      signature: { method: 'typed', typedName: 'Wei Chen' },
    });
    expect(coSigned.statusCode, coSigned.body).toBe(201);
    const done = coSigned.json().data as TOffer;
    expect(done.pages.sign.complete).toBe(true);
    expect(done.pdfs.length).toBeGreaterThan(0);
    const made = (await coClient.get(`/api/v1/offers/buyer/${coBuyer.id}`)).json().data as TOffer[];
    expect(made.map((o) => o._id)).toContain(offer._id);
  });
});

describe('copy an offer', () => {
  it('makes a new draft with the same pages, nothing signed and the authorization asked again; strangers cannot', async () => {
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    expect((await strangerClient.post(`/api/v1/offers/${offer._id}/copy`)).statusCode).toBe(404);
    const res = await buyerClient.post(`/api/v1/offers/${offer._id}/copy`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data as TOffer;
    expect(copy._id).not.toBe(offer._id);
    expect(copy).toMatchObject({ status: 'draft', property: offer.property, signatures: [], pdfs: [] });
    expect(copy.draft?.basics).toEqual(offer.draft?.basics);
    expect(copy.pages.authorization.complete).toBe(false);
    const made = (await buyerClient.get(`/api/v1/offers/buyer/${buyer.id}`)).json().data as TOffer[];
    expect(made.map((o) => o._id)).toContain(copy._id);
    expect(made.findIndex((o) => o._id === copy._id)).toBeLessThan(made.findIndex((o) => o._id === offer._id));
  });
});

describe('agent-listed properties', () => {
  it('need an exclusive listing before they accept offers', async () => {
    const bare = await newListing({ sellerRole: 'listing-agent', details: { sellerRole: 'listing-agent', documents: [] } });
    const res = await buyerClient.post('/api/v1/offers', { propertyId: bare.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Agent-listed properties need an exclusive listing.');
    const withAgreement = await newListing({
      sellerRole: 'listing-agent',
      details: {
        sellerRole: 'listing-agent',
        documents: [{ mediaId: crypto.randomUUID(), title: 'Exclusive listing', kind: 'exclusive-listing' }],
      },
    });
    const offer = await startOffer(withAgreement.id);
    expect(offer.listing.agentListed).toBe(true);
  });
});

describe('signing, the PDF and sending with the booking deposit', () => {
  it('cannot be signed or paid before every page is complete', async () => {
    const offer = await startOffer((await newListing()).id);
    const sign = await buyerClient.post(`/api/v1/offers/${offer._id}/signatures`, {
      buyerId: offer.buyers[0]!._id,
      signature: { method: 'typed', typedName: 'Mei Lin' },
    });
    expect(sign.statusCode).toBe(400);
    expect(sign.json().message).toBe('Finish every page of the offer before signing or sending it.');
    const { checkout } = await payDeposit(offer._id);
    expect(checkout.statusCode).toBe(400);
  });

  it('records the signature, renders the PDF with its SHA-256, and the hash check fails after a byte changes', async () => {
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    expect(offer.signatures).toHaveLength(1);
    expect(offer.pages.sign.complete).toBe(true);
    const [signature] = await db.query.offerSignatures.findMany({ where: (t, { eq: is }) => is(t.offerId, offer._id) });
    expect(signature).toMatchObject({ method: 'typed', typedName: 'Mei Lin', userAgent: 'OfferTest/1.0' });
    expect(signature!.ip).toMatch(/^10\./);
    // The buyer's language (Spanish) and the English copy.
    expect(offer.pdfs.map((pdf) => pdf.locale).sort()).toEqual(['en-us', 'es']);
    const pdf = offer.pdfs.find((entry) => entry.locale === 'es')!;
    const ok = await buyerClient.get(`/api/v1/offers/${offer._id}/pdfs/${pdf._id}/verify`);
    expect(ok.json().data).toEqual({ sha256: pdf.sha256, stored: pdf.sha256, unchanged: true });
    expect((await strangerClient.get(`/api/v1/offers/${offer._id}/pdfs/${pdf._id}/verify`)).statusCode).toBe(404);

    const [row] = await db.select().from(offerDocuments).where(eq(offerDocuments.id, pdf._id));
    const bytes = await app.deps.storage.getObject(row!.storageKey);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 1;
    await app.deps.storage.putObject(row!.storageKey, bytes, 'application/pdf', bytes.length);
    const changed = (await buyerClient.get(`/api/v1/offers/${offer._id}/pdfs/${pdf._id}/verify`)).json().data;
    expect(changed.unchanged).toBe(false);
    expect(changed.stored).not.toBe(pdf.sha256);
  });

  it('a drawn signature (the canvas PNG) is recorded and drawn into the PDF', async () => {
    const image = `data:image/png;base64,${(await floorPlanPng()).toString('base64')}`;
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)), { method: 'drawn', image });
    expect(offer.signatures).toMatchObject([{ method: 'drawn' }]);
    const typed = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    const sizeOf = (o: TOffer) => o.pdfs.find((pdf) => pdf.locale === 'en-us')!.sizeBytes;
    // The embedded image makes the drawn one's PDF larger than the typed one's.
    expect(sizeOf(offer)).toBeGreaterThan(sizeOf(typed) + 1000);
  });

  it('a buyer signs once; saving a page afterwards drops the signatures', async () => {
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    const again = await buyerClient.post(`/api/v1/offers/${offer._id}/signatures`, {
      buyerId: offer.buyers[0]!._id,
      signature: { method: 'typed', typedName: 'Mei Lin' },
    });
    expect(again.statusCode).toBe(409);
    const saved = await save(offer._id, { basics: { offerPrice: 59_000_000, filledBy: 'buyer', closingDays: 30 } });
    expect(saved.json().data.signatures).toEqual([]);
  });

  it('paying the booking deposit sends the offer; the seller gets it, a mail and a notification; no second send or payment', async () => {
    const listing = await newListing();
    const offer = await signAll(await fillOffer(await startOffer(listing.id)));
    const emitted = vi.spyOn(app.deps.realtime, 'emitRegistered');
    const { checkout, paid } = await payDeposit(offer._id);
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect(checkout.json().data.amount).toEqual({ amount: 144_000, currency: 'USD' });
    expect(paid?.statusCode, paid?.body).toBe(200);

    const sent = (await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    expect(sent).toMatchObject({ status: 'sent', completed: true, bookingDeposit: { amount: { amount: 144_000, currency: 'USD' } } });
    expect(sent.actions).toEqual(['edit', 'cancel']);
    // Each side can write to the other directly: the buyer side to the seller, the seller side to the buyer.
    expect(sent.counterpart).toEqual({ name: expect.any(String), email: seller.email });
    expect(sent.history).toMatchObject([{ action: 'send', from: 'draft', to: 'sent', actorRelation: 'buyer' }]);

    // No second send, no second payment: a new checkout is refused, the paid one cannot be paid again.
    const second = await buyerClient.post('/api/v1/checkouts', { product: { kind: 'offer-booking-deposit', ref: offer._id } });
    expect(second.statusCode).toBe(409);
    const repay = await buyerClient.post(
      `/api/v1/checkouts/${checkout.json().data._id}/pay`,
      { card: cardForm() },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(repay.statusCode).toBe(409);
    expect((await save(offer._id, { basics: { closingDays: 20 } })).statusCode).toBe(409);
    expect((await buyerClient.delete(`/api/v1/offers/${offer._id}`)).statusCode).toBe(409);

    const received = (await sellerClient.get(`/api/v1/offers/seller/${seller.id}`)).json().data as TOffer[];
    expect(received.find((o) => o._id === offer._id)).toMatchObject({ completed: true, seen: false, relation: 'seller' });
    expect((await latestMail(app, seller.email))?.subject).toContain('有新的出價');
    expect((await latestMail(app, buyer.email))?.subject).toContain('se ha enviado');
    // The seller's open sockets get completedOffers, after the commit, with this offer unseen.
    await app.deps.outbox.drain();
    const event = emitted.mock.calls.find(([room, name]) => room === `user:${seller.id}` && name === 'completedOffers');
    expect((event?.[2] as { offers: { _id: string }[] }).offers.map((o) => o._id)).toContain(offer._id);
    emitted.mockRestore();

    // The seller reads it (bank numbers masked; of the pages, only the terms the signed PDF shows them) and it counts as seen.
    const read = (await sellerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    expect(read).toMatchObject({ relation: 'seller', counterpart: { email: buyer.email } });
    expect(Object.keys(read.draft ?? {}).sort()).toEqual(['basics', 'terms', 'titleVesting']);
    expect(read.draft?.terms).toEqual(offer.draft?.terms);
    expect(read.fileNames).toEqual({});
    // The buyer side reads the names its files were uploaded with (documents and statements).
    const own = (await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    const ids = offerMediaIds(own.draft!);
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(own.fileNames).sort()).toEqual([...ids].sort());
    for (const name of Object.values(own.fileNames)) expect(name).toMatch(/\.(pdf|png|jpe?g)$/i);
    expect(read.buyers[0]!.vod[0]!.accounts![0]!.accountNumber).toBe('••••6789');
    const [stored] = await db.select().from(offers).where(eq(offers.id, offer._id));
    expect(stored!.seen).toBe(true);

    // An open offer blocks removing the listing.
    const remove = await sellerClient.delete(`/api/v1/properties/${listing.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ success: false, fields: { offers: '1' } });
  });

  it('a second checkout paid in a race does not send twice: its payment is refunded', async () => {
    const offer = await signAll(await fillOffer(await startOffer((await newListing()).id)));
    const first = await buyerClient.post('/api/v1/checkouts', { product: { kind: 'offer-booking-deposit', ref: offer._id } });
    const second = await buyerClient.post('/api/v1/checkouts', { product: { kind: 'offer-booking-deposit', ref: offer._id } });
    const pay = (id: string) =>
      buyerClient.post(`/api/v1/checkouts/${id}/pay`, { card: cardForm() }, { 'idempotency-key': crypto.randomUUID() });
    expect((await pay(first.json().data._id)).statusCode).toBe(200);
    const late = await pay(second.json().data._id);
    expect(late.statusCode).toBe(200);
    await app.deps.outbox.drain();
    const payments = (await buyerClient.get('/api/v1/payments')).json().data as { _id: string; status: string }[];
    expect(payments.find((p) => p._id === late.json().data.payment._id)?.status).toBe('refunded');
    const events = await db.query.offerEvents.findMany({ where: (t, { eq: is }) => is(t.entityId, offer._id) });
    expect(events.filter((e) => e.action === 'send')).toHaveLength(1);
  });
});
