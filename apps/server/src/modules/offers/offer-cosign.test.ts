import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { httpClient, latestMail, linkIn } from '../../../test/http-client';
import { offerSignatures } from '../../db/schema/index';
import { floorPlanPng } from '../media/media.fixtures';
import { cosignToken } from './offer-cosign-token';
import { offerTestbed } from './offers.fixtures';

const { app, db, buyerClient, newListing, startOffer, save, privatePdf, fillOffer, signAll } = await offerTestbed();
const visitor = httpClient(app);
const INVALID =
  'This signing link is not valid any more: it has expired, was used already, or the offer changed since it was mailed. Ask the buyer who signed first for a new one.';

/** An offer with a second buyer who has no account, signed by the first buyer: the co-buyer's mailed token. */
async function offerAwaitingCoBuyer() {
  const email = `wei.chen.${crypto.randomUUID().slice(0, 8)}@example.net`;
  const offer = await fillOffer(await startOffer((await newListing()).id));
  const coId = crypto.randomUUID();
  const first = offer.draft!.buyers!.buyers![0]!;
  const vod = offer.draft!.vod!.vod![0]!;
  const res = await save(offer._id, {
    titleVesting: { ownershipType: 'joint-tenancy', titleHeldAs: 'Husband and wife as joint tenants' },
    buyers: { buyers: [first, { ...first, _id: coId, name: { first: 'Wei', last: 'Chen' }, email }] },
    vod: { vod: [vod, { ...vod, buyerId: coId, vodSignature: { method: 'typed', typedName: 'Wei Chen' } }] },
    documents: { documents: [offer.draft!.documents!.documents![0]!, { buyerId: coId, govermentID: [await privatePdf()] }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  const signed = await signAll(res.json().data as TOffer);
  const mail = await latestMail(app, email);
  const link = linkIn(mail?.text, `${app.deps.config.publicUrl}/offers/sign/`);
  return { offer: signed, coId, firstId: first._id!, token: link.split('/offers/sign/')[1]! };
}

describe('a co-buyer signs by the mailed link, without an account (decision 053)', () => {
  it('reads the offer summary, signs once (typed) with time, IP and user agent, and the last signature renders the PDFs', async () => {
    const { offer, coId, token } = await offerAwaitingCoBuyer();
    const read = await visitor.get(`/api/v1/offers/cosign/${token}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      offerId: offer._id,
      listing: { title: offer.listing.title },
      offerPrice: 60_000_000,
      ownershipType: 'joint-tenancy',
      signer: { _id: coId, name: { first: 'Wei', last: 'Chen' }, signed: false },
    });
    expect(read.json().data.buyers.map((b: { signed: boolean }) => b.signed)).toEqual([true, false]);

    const sign = await visitor.post(
      `/api/v1/offers/cosign/${token}/signatures`,
      { signature: { method: 'typed', typedName: 'Wei Chen' } },
      { 'user-agent': 'CoBuyerPhone/2.0' },
    );
    expect(sign.statusCode, sign.body).toBe(201);
    expect(sign.json().data.signer.signed).toBe(true);
    const [row] = await db.select().from(offerSignatures).where(eq(offerSignatures.buyerId, coId));
    expect(row).toMatchObject({
      method: 'typed',
      typedName: 'Wei Chen',
      signerAccountId: null,
      ip: visitor.remoteAddress,
      userAgent: 'CoBuyerPhone/2.0',
    });
    const after = (await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    expect(after.pages.sign.complete).toBe(true);
    expect(after.pdfs.length).toBeGreaterThan(0);

    // Single use: the same link neither reads nor signs again.
    for (const res of [
      await visitor.get(`/api/v1/offers/cosign/${token}`),
      await visitor.post(`/api/v1/offers/cosign/${token}/signatures`, { signature: { method: 'typed', typedName: 'Wei Chen' } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INVALID);
    }
  });

  it('a drawn signature is accepted too', async () => {
    const { token } = await offerAwaitingCoBuyer();
    const image = `data:image/png;base64,${(await floorPlanPng()).toString('base64')}`;
    const res = await visitor.post(`/api/v1/offers/cosign/${token}/signatures`, { signature: { method: 'drawn', image } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('cannot sign for another buyer: a token edited to name the first buyer is refused', async () => {
    const { token, coId, firstId } = await offerAwaitingCoBuyer();
    const b64 = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
    const forged = token.replace(b64(coId), b64(firstId));
    expect(forged).not.toBe(token);
    const res = await visitor.post(`/api/v1/offers/cosign/${forged}/signatures`, { signature: { method: 'typed', typedName: 'Mei Lin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('an expired link, or one mailed before the offer changed, is refused', async () => {
    const { offer, coId, token } = await offerAwaitingCoBuyer();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    const stored = (await buyerClient.get(`/api/v1/offers/${offer._id}`)).json().data as TOffer;
    const expired = cosignToken(app.deps.secrets.mailLinks, { id: offer._id, updatedAt: new Date(stored.updatedAt) }, coId, eightDaysAgo);
    expect((await visitor.get(`/api/v1/offers/cosign/${expired}`)).statusCode).toBe(400);
    // The buyer changes a page: signatures drop, and the old link no longer signs.
    expect((await save(offer._id, { basics: { offerPrice: 60_000_000, filledBy: 'buyer', closingDays: 21 } })).statusCode).toBe(200);
    expect((await visitor.get(`/api/v1/offers/cosign/${token}`)).statusCode).toBe(400);
  });
});
