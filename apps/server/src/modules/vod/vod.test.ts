import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { httpClient, linkIn } from '../../../test/http-client';
import { devMailbox, vodRequests } from '../../db/schema/index';
import { tokenDigest } from '../../platform/auth-session/tokens';
import { pathOf, TINY_PDF } from '../media/media.fixtures';
import { offerTestbed } from '../offers/offers.fixtures';

const { app, db, seller, buyer, buyerClient, sellerClient, strangerClient, newListing, startOffer, fillOffer, signAll, payDeposit } =
  await offerTestbed();
const BANKER = 'ray@firstbay.example';
const MESSAGES_EN = {
  invalid: 'This verification link is not valid. Open the whole link from the email, or ask the buyer to send a new request.',
  used: 'This verification has already been answered. Nothing was changed.',
  expired: 'This verification link expired after 48 hours. Nothing was changed; the buyer can send a new request.',
};
const answer = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  answer: 'verified',
  officerName: 'Ray Ortiz',
  signature: { method: 'typed', typedName: 'Ray Ortiz' },
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
});

/** A filled offer (sent when asked: signed and its booking deposit paid) and the buyer's id. */
async function offer({ sent = false } = {}) {
  let filled = await fillOffer(await startOffer((await newListing()).id));
  if (sent) {
    await signAll(filled);
    const { paid } = await payDeposit(filled._id);
    expect(paid?.statusCode, paid?.body).toBe(200);
    filled = (await buyerClient.get(`/api/v1/offers/${filled._id}`)).json().data as TOffer;
    expect(filled.status).toBe('sent');
  }
  return { offer: filled, buyerId: filled.buyers[0]!._id };
}

/** Sends the VOD request for the offer's first bank and returns the token from the banker's mail. */
async function sendRequest(offerId: string, buyerId: string, locale = 'es') {
  const res = await buyerClient.post(`/api/v1/offers/${offerId}/vod-requests`, { buyerId, bank: 0, locale });
  expect(res.statusCode, res.body).toBe(201);
  const sent = res.json().data as TOffer;
  await app.deps.outbox.drain();
  // The banker's mail for this very request (mails sent under fake time may sort later than it).
  const mails = await db.select().from(devMailbox).where(eq(devMailbox.to, BANKER));
  const [request] = await db.select().from(vodRequests).where(eq(vodRequests.id, sent.vodRequests[0]!._id));
  for (const mail of mails) {
    const token = decodeURIComponent(linkIn(mail.text, `${app.deps.config.publicUrl}/vod/verification?token=`).split('token=')[1]!);
    if (tokenDigest(token) === request!.tokenHash) return { offer: sent, mail, token };
  }
  throw new Error('no mail to the banker for this request');
}

const read = (token: string, client = httpClient(app)) => client.get(`/api/v1/vod/verification?token=${encodeURIComponent(token)}`);

describe('verification of deposit: the buyer side asks a bank (decision 056)', () => {
  it("mails the banker in the bank's language a link whose token is stored only as its SHA-256; the offer shows the request pending", async () => {
    const { offer: o, buyerId } = await offer();
    const { offer: after, mail, token } = await sendRequest(o._id, buyerId, 'es');
    expect(mail?.subject).toBe('Verificación de depósito de Mei Lin');
    expect(mail?.text).toContain('600.000,00');
    expect(mail?.text).not.toContain('000123456789');
    expect(after.vodRequests).toEqual([
      expect.objectContaining({ buyerId, bankName: 'First Bay Bank', status: 'pending', locale: 'es', answeredAt: null, hasLetter: false }),
    ]);
    const [row] = await db.select().from(vodRequests).where(eq(vodRequests.offerId, o._id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(48 * 3_600_000);
    // The page: the buyer, the accounts with only their last 4 digits, the amount (price less owner carry).
    const page = await read(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toEqual({
      buyerName: 'Mei Lin',
      bankName: 'First Bay Bank',
      accounts: [{ accountName: 'Savings', accountType: 'savings', numberEnding: '6789' }],
      amount: { amount: 60_000_000, currency: 'USD' },
      locale: 'es',
      expiresAt: row!.expiresAt.toISOString(),
    });
  });

  it('only the buyer side sends: the seller gets 403, a stranger 404, a visitor 401; a request waiting is not sent twice', async () => {
    const { offer: o, buyerId } = await offer({ sent: true });
    const body = { buyerId, bank: 0, locale: 'en-us' };
    expect((await sellerClient.post(`/api/v1/offers/${o._id}/vod-requests`, body)).statusCode).toBe(403);
    expect((await strangerClient.post(`/api/v1/offers/${o._id}/vod-requests`, body)).statusCode).toBe(404);
    expect((await httpClient(app).post(`/api/v1/offers/${o._id}/vod-requests`, body)).statusCode).toBe(401);
    expect(await db.select().from(vodRequests).where(eq(vodRequests.offerId, o._id))).toHaveLength(0);
    await sendRequest(o._id, buyerId);
    const again = await buyerClient.post(`/api/v1/offers/${o._id}/vod-requests`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A verification request to this bank is already waiting for its answer.');
    const noBank = await buyerClient.post(`/api/v1/offers/${o._id}/vod-requests`, { ...body, bank: 3 });
    expect(noBank.statusCode).toBe(404);
  });
});

describe('the bank officer answers by the link, once, within 48 hours, without an account', () => {
  it('confirms the funds with a name and signature; the link then says it was used and changes nothing; the seller sees "verified" with the date', async () => {
    const { offer: o, buyerId } = await offer({ sent: true });
    const { token } = await sendRequest(o._id, buyerId, 'zh-Hant');
    const officer = httpClient(app);
    const res = await officer.post('/api/v1/vod/verification', answer(token), { 'user-agent': 'BankDesk/3.1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('verified');
    const [row] = await db.select().from(vodRequests).where(eq(vodRequests.offerId, o._id));
    expect(row).toMatchObject({
      status: 'verified',
      officerName: 'Ray Ortiz',
      typedName: 'Ray Ortiz',
      ip: officer.remoteAddress,
      userAgent: 'BankDesk/3.1',
    });

    // Used: reading or answering again says so, and the first answer stands.
    const second = await officer.post('/api/v1/vod/verification', answer(token, { answer: 'not-verified', officerName: 'Someone Else' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MESSAGES_EN.used);
    expect((await read(token)).json().message).toBe(MESSAGES_EN.used);
    const [after] = await db.select().from(vodRequests).where(eq(vodRequests.offerId, o._id));
    expect(after).toMatchObject({ status: 'verified', officerName: 'Ray Ortiz', answeredAt: row!.answeredAt });

    // The seller side sees the outcome and its date, and both sides are mailed in their own language.
    const seen = (await sellerClient.get(`/api/v1/offers/${o._id}`)).json().data as TOffer;
    expect(seen.vodRequests).toEqual([
      expect.objectContaining({ status: 'verified', answeredAt: row!.answeredAt!.toISOString(), officerName: 'Ray Ortiz' }),
    ]);
    await app.deps.outbox.drain();
    const answeredMails = await db.select().from(devMailbox).where(eq(devMailbox.template, 'vod-answered'));
    const toSeller = answeredMails.filter((mail) => mail.to === seller.email);
    const toBuyer = answeredMails.filter((mail) => mail.to === buyer.email);
    expect(toSeller.some((mail) => mail.subject.startsWith('資金已驗證'))).toBe(true);
    expect(toBuyer.some((mail) => mail.subject.startsWith('Fondos verificados'))).toBe(true);
  });

  it('is valid for 48 hours: after that the page and the answer say it expired, nothing changes, and the buyer can resend (fake time)', async () => {
    const { offer: o, buyerId } = await offer();
    const { token } = await sendRequest(o._id, buyerId);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 47 * 3_600_000);
    expect((await read(token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 1 * 3_600_000 + 1000);
    const page = await read(token);
    expect(page.statusCode).toBe(410);
    expect(page.json().message).toBe(MESSAGES_EN.expired);
    const late = await httpClient(app).post('/api/v1/vod/verification', answer(token));
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(MESSAGES_EN.expired);
    const view = (await buyerClient.get(`/api/v1/offers/${o._id}`)).json().data as TOffer;
    expect(view.vodRequests.map((r) => r.status)).toEqual(['expired']);
    expect(view.vodRequests[0]!.answeredAt).toBeNull();

    // The resend is a new request with a new link; the old one stays expired.
    const resent = await sendRequest(o._id, buyerId, 'en-us');
    expect(resent.token).not.toBe(token);
    expect(resent.offer.vodRequests.map((r) => r.status)).toEqual(['pending', 'expired']);
    expect((await read(token)).statusCode).toBe(410);
    expect((await read(resent.token)).statusCode).toBe(200);
  });

  it("a stranger's token does nothing: unknown and forged tokens get the same 404 and the request stays pending", async () => {
    const { offer: o, buyerId } = await offer();
    const { token } = await sendRequest(o._id, buyerId);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const guess of [forged, 'x'.repeat(43), crypto.randomUUID()]) {
      const page = await read(guess);
      expect(page.statusCode).toBe(404);
      expect(page.json().message).toBe(MESSAGES_EN.invalid);
      const post = await httpClient(app).post('/api/v1/vod/verification', answer(guess));
      expect(post.statusCode).toBe(404);
      expect(post.json().message).toBe(MESSAGES_EN.invalid);
    }
    const [row] = await db.select().from(vodRequests).where(eq(vodRequests.offerId, o._id));
    expect(row).toMatchObject({ status: 'pending', answeredAt: null, officerName: null });
  });

  it('a letter uploaded by the link (checked by its bytes) goes with the answer; the parties can open it, a stranger cannot', async () => {
    const { offer: o, buyerId } = await offer({ sent: true });
    const { token } = await sendRequest(o._id, buyerId);
    const officer = httpClient(app);
    const sign = (name: string, type: string) =>
      officer.get(`/api/v1/vod/verification/letter/sign?${new URLSearchParams({ token, 'file-name': name, 'file-type': type })}`);
    expect((await sign('clip.mp4', 'video/mp4')).json().message).toBe('This type of file is not accepted here.');
    const put = async (bytes: Buffer, type: string) => {
      const signed = (await sign('letter.pdf', type)).json().data as { signed: { signedRequest: string }; uploadId: string };
      await app.inject({ method: 'PUT', url: pathOf(signed.signed.signedRequest), headers: { 'content-type': type }, payload: bytes });
      return officer.post('/api/v1/vod/verification/letter', { token, uploadId: signed.uploadId, name: 'letter.pdf' });
    };
    // Bytes that are not a PDF are refused whatever the name says.
    expect((await put(Buffer.from('not a pdf at all'), 'application/pdf')).statusCode).toBe(400);
    const letter = await put(TINY_PDF, 'application/pdf');
    expect(letter.statusCode, letter.body).toBe(201);
    const letterId = letter.json().data._id as string;
    // Only the letter uploaded by this link can go with the answer.
    const other = await officer.post('/api/v1/vod/verification', answer(token, { letterId: crypto.randomUUID() }));
    expect(other.statusCode).toBe(400);
    const res = await officer.post('/api/v1/vod/verification', answer(token, { answer: 'not-verified', letterId }));
    expect(res.statusCode, res.body).toBe(201);
    const seen = (await sellerClient.get(`/api/v1/offers/${o._id}`)).json().data as TOffer;
    expect(seen.vodRequests[0]).toMatchObject({ status: 'not-verified', hasLetter: true });
    const url = `/api/v1/offers/${o._id}/vod-requests/${seen.vodRequests[0]!._id}/letter`;
    expect((await sellerClient.get(url)).statusCode).toBe(302);
    expect((await buyerClient.get(url)).statusCode).toBe(302);
    expect((await strangerClient.get(url)).statusCode).toBe(404);
    // Not verified: the buyer may ask again.
    expect((await buyerClient.post(`/api/v1/offers/${o._id}/vod-requests`, { buyerId, bank: 0, locale: 'en-us' })).statusCode).toBe(201);
  });
});
