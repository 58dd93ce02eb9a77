import { createHash } from 'node:crypto';
import { readyToSign, allPagesComplete } from '@app/shared/offers/offer-pages';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { findAccountByEmail, findAccountById, mailLocaleOf } from '../accounts/index';
import { enqueue } from '../../platform/outbox/outbox';
import { mailMessage } from '../../platform/mail/mail-queue';
import { offerSignRequest } from './mail/offer-sign-request.template';
import { cosignToken } from './offer-cosign-token';
import { pagesOf } from './offer-views';
import { pdfLocaleFor, renderOfferPdf, type FinalTerms } from './offer-pdf';
import { accessOffer, depositMinimumOf, offerView, type OfferAccess } from './offers.service';
import type { Tx } from '../../db/client';
import {
  findOfferPdfs,
  findSignatures,
  insertSignature,
  lockOffer,
  upsertOfferPdf,
  type OfferRow,
  type OfferSignatureRow,
} from './offers.repo';

/** Where the request came from, kept with the signature (spec: time, IP and user agent). */
export type SigningClient = { ip: string; userAgent: string };

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Renders the signed offer in the filler's language and in English (one PDF when that is English),
 * stores each privately and records its SHA-256. With `final` (finalize), the final terms both
 * sides signed, recorded as the offer's 'final-pdf' documents beside its signed 'offer-pdf' ones.
 */
export async function renderPdfs(deps: AppDeps, access: Pick<OfferAccess, 'row' | 'target'>, final?: FinalTerms): Promise<void> {
  const db = deps.database.db;
  const signatures = await findSignatures(db, access.row.id);
  const filler = await findAccountById(db, access.row.buyerAccountId);
  const depositMinimum = await depositMinimumOf(db, access.row.currency);
  const locales = [...new Set([pdfLocaleFor(filler ? mailLocaleOf(filler) : 'en-us'), 'en-us' as const])];
  const kind = final ? 'final-pdf' : 'offer-pdf';
  for (const locale of locales) {
    const bytes = await renderOfferPdf({ row: access.row, target: access.target, signatures, locale, depositMinimum, final });
    const hash = sha256(bytes);
    const key = `private/offers/${access.row.id}/${final ? 'final' : 'offer'}-${locale}-${hash.slice(0, 16)}.pdf`;
    await deps.storage.putObject(key, bytes, 'application/pdf', bytes.length);
    await upsertOfferPdf(db, { offerId: access.row.id, kind, locale, storageKey: key, sha256: hash, sizeBytes: bytes.length });
  }
}

/**
 * Records one buyer's signature on the offer as it was read at `version` (its updatedAt), with the
 * time, IP and user agent; the offer is locked first, so a save (which drops signatures) cannot slip
 * in between. 'changed' when the offer is no longer that draft, 'signed-already' when that buyer has
 * signed. Both signing paths (signed in, and the co-buyer's mailed link) record through here.
 */
export async function recordSignature(
  tx: Tx,
  input: { offerId: string; version: number; buyerId: string; signerAccountId: string | null; signature: TSignatureInput },
  client: SigningClient,
): Promise<{ status: 'changed' | 'signed-already' } | { status: 'signed'; row: OfferRow }> {
  const row = await lockOffer(tx, input.offerId);
  if (!row || row.status !== 'draft' || row.updatedAt.getTime() !== input.version) return { status: 'changed' };
  const signed = await insertSignature(tx, {
    offerId: input.offerId,
    buyerId: input.buyerId,
    signerAccountId: input.signerAccountId,
    method: input.signature.method,
    typedName: input.signature.method === 'typed' ? input.signature.typedName : null,
    image: input.signature.method === 'drawn' ? input.signature.image : null,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 500),
  });
  return signed ? { status: 'signed', row } : { status: 'signed-already' };
}

/** After a signature: the offer's signatures, and its PDFs rendered once every buyer has signed. */
export async function renderPdfsOnceSigned(deps: AppDeps, access: OfferAccess, fillerEmail: string): Promise<OfferSignatureRow[]> {
  const signatures = await findSignatures(deps.database.db, access.row.id);
  if (allPagesComplete(pagesOf(access.row, access.target, fillerEmail, signatures))) await renderPdfs(deps, access);
  return signatures;
}

/**
 * POST /offers/{id}/signatures: a buyer signs the offer (typed or drawn), once every other page is
 * complete. Each buyer signs for themselves: the signed-in account whose email is that buyer's.
 * When the last buyer has signed, the server renders the PDFs (offer-pdf.ts) and stores their hashes.
 */
export async function signOffer(
  deps: AppDeps,
  actor: AccountActor,
  id: string,
  input: { buyerId: string; signature: TSignatureInput },
  client: SigningClient,
): Promise<TOffer> {
  const access = await accessOffer(deps, actor, id, 'sign');
  if (access.row.status !== 'draft') throw new AppError('ACTION_NOT_AVAILABLE');
  const filler = await findAccountById(deps.database.db, access.row.buyerAccountId);
  if (!readyToSign(pagesOf(access.row, access.target, filler?.email ?? '', []))) throw new AppError('OFFER_NOT_READY');
  const buyer = (access.row.draft.buyers?.buyers ?? []).find((entry) => entry._id === input.buyerId);
  if (!buyer) throw new AppError('NOT_FOUND');
  if (buyer.email !== actor.email.toLowerCase()) throw new AppError('FORBIDDEN');
  await deps.database.db.transaction(async (tx) => {
    // Locked, so a save cannot slip between the check above and the signature (a save drops signatures).
    const recorded = await recordSignature(
      tx,
      {
        offerId: id,
        version: access.row.updatedAt.getTime(),
        buyerId: input.buyerId,
        signerAccountId: actor.accountId,
        signature: input.signature,
      },
      client,
    );
    if (recorded.status !== 'signed') throw new AppError(recorded.status === 'changed' ? 'STATE_CHANGED' : 'OFFER_ALREADY_SIGNED');
    const locked = recorded.row;
    // The first signature asks every other buyer to sign, by mail, each in their own language.
    if ((await findSignatures(tx, id)).length === 1) {
      const signerName = `${buyer.name?.first ?? ''} ${buyer.name?.last ?? ''}`.trim();
      for (const other of access.row.draft.buyers?.buyers ?? []) {
        if (!other.email || !other._id || other._id === buyer._id) continue;
        const account = await findAccountByEmail(tx, other.email);
        const message = mailMessage({
          to: other.email,
          locale: account ? mailLocaleOf(account) : filler ? mailLocaleOf(filler) : 'en-us',
          template: offerSignRequest,
          data: {
            firstName: other.name?.first ?? '',
            signerName,
            listingTitle: access.target.title ?? '',
            // A signing link that needs no account (decision 053), for this buyer and this version of the offer.
            link: `${deps.config.publicUrl}/offers/sign/${cosignToken(deps.secrets.mailLinks, locked, other._id)}`,
          },
        });
        await enqueue(tx, message.topic, message.payload);
      }
    }
  });
  deps.outbox.kick();
  await renderPdfsOnceSigned(deps, access, filler?.email ?? '');
  return offerView(deps, access);
}

/** GET /offers/{id}/pdfs/{pdfId}: the stored PDF's key, for its parties. */
export async function offerPdfKey(deps: AppDeps, actor: AccountActor, id: string, pdfId: string): Promise<{ key: string; sha256: string }> {
  await accessOffer(deps, actor, id);
  const pdf = (await findOfferPdfs(deps.database.db, id)).find((entry) => entry.id === pdfId);
  if (!pdf) throw new AppError('NOT_FOUND');
  return { key: pdf.storageKey, sha256: pdf.sha256 };
}

/** GET /offers/{id}/pdfs/{pdfId}/verify: hashes the stored bytes again and compares with the recorded SHA-256. */
export async function verifyOfferPdf(deps: AppDeps, actor: AccountActor, id: string, pdfId: string) {
  const { key, sha256: recorded } = await offerPdfKey(deps, actor, id, pdfId);
  const bytes = await deps.storage.getObject(key).catch(() => undefined);
  const stored = bytes ? sha256(bytes) : null;
  return { sha256: recorded, stored, unchanged: stored === recorded };
}
