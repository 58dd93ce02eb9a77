import type { FastifyBaseLogger } from 'fastify';
import { formatCurrency } from '@app/shared/domain/money';
import { MESSAGES } from '@app/shared/messages/messages';
import { VOD_LINK_HOURS, vodStatusAt } from '@app/shared/offers/offer-vod.schema';
import { OPEN_OFFER_STATUSES } from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import type { TSignedUpload } from '@app/shared/media/media.schema';
import {
  vodAmountMinor,
  type TSendVodRequest,
  type TVodAccount,
  type TVodAnswerRequest,
  type TVodAnswerResult,
  type TVodLetter,
  type TVodVerification,
} from '@app/shared/vod/vod.schema';
import { intlTag, type TLocale } from '@app/shared/constants/locale';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { randomToken, tokenDigest } from '../../platform/auth-session/tokens';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { confirmUploadAs, signedDocumentUrl, signUploadAs } from '../media/index';
import { accessOffer, offerView } from '../offers/index';
import { vodRequest } from './mail/vod-request.template';
import { tellPartiesOfAnswer } from './vod-notify';
import {
  answerVod,
  attachVodLetter,
  closeExpiredVods,
  findBankVods,
  findOfferVod,
  findVodByTokenHash,
  insertVod,
  type VodRow,
} from './vod.repo';

/** The offer statuses in which the buyer side may ask a bank: while it is a draft, and while the deal is open. */
const VOD_OFFER_STATUSES: readonly string[] = ['draft', ...OPEN_OFFER_STATUSES];
const LETTER_KINDS = ['document', 'image'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only the last 4 characters of an account number travel in the link's page. */
const ending = (number: string | undefined) => (number ?? '').replace(/\s+/g, '').slice(-4);

/**
 * POST /offers/{id}/vod-requests: the buyer side asks one bank of one buyer to verify the
 * deposit. The bank officer gets a mail in the language picked, with a link valid 48 hours
 * (a random token; only its SHA-256 is stored). A bank that has a request waiting, or has
 * verified at least this amount, is not asked again; an expired or refused one may be.
 */
export async function sendVodRequest(deps: AppDeps, actor: AccountActor, offerId: string, input: TSendVodRequest): Promise<TOffer> {
  const access = await accessOffer(deps, actor, offerId, 'request-vod');
  const { row } = access;
  if (!VOD_OFFER_STATUSES.includes(row.status)) throw new AppError('ACTION_NOT_AVAILABLE');
  const buyer = (row.draft.buyers?.buyers ?? []).find((entry) => entry._id === input.buyerId);
  const bank = (row.draft.vod?.vod ?? []).find((entry) => entry.buyerId === input.buyerId)?.banks?.[input.bank];
  if (!buyer || !bank) throw new AppError('NOT_FOUND');
  const amount = vodAmountMinor(row.draft);
  const accounts: TVodAccount[] = (bank.accounts ?? []).map((account) => ({
    accountName: account.accountName ?? '',
    accountType: account.accountType ?? null,
    numberEnding: ending(account.accountNumber),
  }));
  if (!bank.bankName || !bank.bankersEmail || !EMAIL.test(bank.bankersEmail) || accounts.length === 0 || amount === null) {
    throw new AppError('VOD_BANK_INCOMPLETE');
  }
  await enforceLimit(deps.rateLimiter, 'vodRequestsPerAccount', actor.accountId);
  const key = { offerId, buyerId: input.buyerId, bankName: bank.bankName, bankerEmail: bank.bankersEmail };
  const buyerName = `${buyer.name?.first ?? ''} ${buyer.name?.last ?? ''}`.trim();
  const token = randomToken();
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    const earlier = await findBankVods(tx, key);
    if (earlier.some((request) => vodStatusAt(request, now) === 'pending')) throw new AppError('VOD_REQUEST_PENDING');
    if (earlier.some((request) => request.status === 'verified' && request.amountMinor >= amount))
      throw new AppError('VOD_ALREADY_VERIFIED');
    await closeExpiredVods(tx, key, now);
    const inserted = await insertVod(tx, {
      ...key,
      locale: input.locale,
      tokenHash: tokenDigest(token),
      requestedBy: actor.accountId,
      expiresAt: new Date(now.getTime() + VOD_LINK_HOURS * 3_600_000),
      buyerName,
      accounts,
      amountMinor: amount,
      currency: row.currency,
      createdAt: now,
    });
    // Two sends at once: the partial unique index lets one in.
    if (!inserted) throw new AppError('VOD_REQUEST_PENDING');
    await enqueueMail(tx, {
      to: bank.bankersEmail!,
      locale: input.locale,
      template: vodRequest,
      data: {
        bankersName: bank.bankersName || bank.bankName!,
        buyerName,
        bankName: bank.bankName!,
        amount: formatCurrency(amount, row.currency, intlTag(input.locale)),
        hours: VOD_LINK_HOURS,
        link: `${deps.config.publicUrl}/vod/verification?token=${encodeURIComponent(token)}`,
      },
    });
  });
  deps.outbox.kick();
  return offerView(deps, access);
}

/**
 * The open request a link's token stands for. Unknown tokens (mistyped, forged, someone else's
 * guess) all get the same VOD_LINK_INVALID; a used link says so, as does an expired one.
 */
async function openRequest(deps: AppDeps, token: string, now: Date): Promise<VodRow> {
  const row = await findVodByTokenHash(deps.database.db, tokenDigest(token));
  if (!row) throw new AppError('VOD_LINK_INVALID');
  const status = vodStatusAt(row, now);
  if (status === 'verified' || status === 'not-verified') throw new AppError('VOD_LINK_USED');
  if (status === 'expired') throw new AppError('VOD_LINK_EXPIRED');
  return row;
}

/** GET /vod/verification?token=: what the officer is asked (the buyer, the accounts as the buyer gave them, the amount) and until when. */
export async function readVerification(deps: AppDeps, token: string): Promise<TVodVerification> {
  const row = await openRequest(deps, token, new Date());
  return {
    buyerName: row.buyerName,
    bankName: row.bankName,
    accounts: row.accounts,
    amount: { amount: row.amountMinor, currency: row.currency },
    locale: row.locale as TLocale,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Where the officer's request came from, kept with the answer (time, IP and user agent, as for signatures). */
export type AnswerClient = { ip: string; userAgent: string };

/**
 * POST /vod/verification: the officer confirms or denies the funds, with their name and signature
 * and optionally the letter uploaded by this link. Once only: a used or expired link changes
 * nothing. The buyer side and the seller side are told (mail and the offer's socket event).
 */
export async function answerVerification(deps: AppDeps, input: TVodAnswerRequest, client: AnswerClient): Promise<TVodAnswerResult> {
  const now = new Date();
  const row = await openRequest(deps, input.token, now);
  if (input.letterId && input.letterId !== row.letterMediaId) {
    throw new AppError('INVALID_INPUTS', { fields: { letterId: MESSAGES.fileCouldNotUpload } });
  }
  const answered = await deps.database.db.transaction(async (tx) => {
    const updated = await answerVod(
      tx,
      row.id,
      {
        status: input.answer,
        answeredAt: now,
        officerName: input.officerName,
        signatureMethod: input.signature.method,
        typedName: input.signature.method === 'typed' ? input.signature.typedName : null,
        image: input.signature.method === 'drawn' ? input.signature.image : null,
        letterMediaId: input.letterId ?? null,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 500),
      },
      now,
    );
    // A second click racing the first, or the 48 hours ran out in between: the first answer stands.
    if (!updated) throw new AppError(now.getTime() >= row.expiresAt.getTime() ? 'VOD_LINK_EXPIRED' : 'VOD_LINK_USED');
    await tellPartiesOfAnswer(deps, tx, updated);
    return updated;
  });
  deps.outbox.kick();
  return { status: input.answer, answeredAt: answered.answeredAt!.toISOString() };
}

/** GET /vod/verification/letter/sign: an upload address for the officer's letter (PDF, JPG or PNG), owned by the offer's buyer side. */
export async function signLetterUpload(
  deps: AppDeps,
  query: { token: string; 'file-name': string; 'file-type': string },
): Promise<TSignedUpload> {
  const row = await openRequest(deps, query.token, new Date());
  const ownerId = letterOwner(row);
  return signUploadAs(
    deps,
    { ownerId, limitKey: `vod:${row.id}`, kinds: LETTER_KINDS },
    { 'file-name': query['file-name'], 'file-type': query['file-type'], access: 'private' },
  );
}

/** The account a letter is stored under: whoever sent the request (the offer's buyer side). */
function letterOwner(row: VodRow): string {
  if (!row.requestedBy) throw new AppError('VOD_LINK_INVALID');
  return row.requestedBy;
}

/**
 * POST /vod/verification/letter: checks the uploaded bytes (the media module's checks: a real PDF,
 * JPG or PNG) and keeps the letter with the request until the officer answers.
 */
export async function confirmLetter(
  deps: AppDeps,
  body: { token: string; uploadId: string; name: string },
  log: FastifyBaseLogger,
): Promise<TVodLetter> {
  const now = new Date();
  const row = await openRequest(deps, body.token, now);
  const { media } = await confirmUploadAs(deps, letterOwner(row), { uploadId: body.uploadId, name: body.name, container: 'vod' }, log);
  if (!(await attachVodLetter(deps.database.db, row.id, media._id, now))) throw new AppError('VOD_LINK_USED');
  return { _id: media._id, name: media.originalName, contentType: media.contentType };
}

/** GET /offers/{id}/vod-requests/{requestId}/letter: the bank's letter, for the offer's parties. */
export async function letterUrl(deps: AppDeps, actor: AccountActor, offerId: string, requestId: string): Promise<string> {
  await accessOffer(deps, actor, offerId);
  const row = await findOfferVod(deps.database.db, offerId, requestId);
  const url = row?.letterMediaId && row.answeredAt ? await signedDocumentUrl(deps, row.letterMediaId, 300) : undefined;
  if (!url) throw new AppError('NOT_FOUND');
  return url;
}
