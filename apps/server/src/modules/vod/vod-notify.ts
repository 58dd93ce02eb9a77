import { SUPPORTED_LOCALES, type TLocale } from '@app/shared/constants/locale';
import { userRoom } from '@app/shared/domain/socket-events';
import { VOD_EVENTS } from '@app/shared/vod/vod.events';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { enqueueRealtime } from '../../platform/realtime/realtime-outbox';
import { findAccountByEmail, findAccountById, mailLocaleOf } from '../accounts/index';
import { offerTarget } from '../listings/index';
import { findOffer } from '../offers/index';
import { vodAnswered } from './mail/vod-answered.template';
import type { VodRow } from './vod.repo';

type Reader = { email: string; firstName: string; locale: TLocale };

const readerOf = (account: { email: string; firstName: string } & Parameters<typeof mailLocaleOf>[0]): Reader => ({
  email: account.email,
  firstName: account.firstName,
  locale: mailLocaleOf(account),
});

/**
 * Tells the offer's parties that a bank answered (in the answer's transaction): a mail to whoever
 * fills the offer out, to the buyer whose bank it is and to the buyer's agent, each in their own
 * language, and to the seller side once the offer has been sent (a draft is the buyer's own);
 * and a socket event to the buyer's and the seller's accounts so an open offer refreshes.
 */
export async function tellPartiesOfAnswer(deps: AppDeps, tx: DbOrTx, vod: VodRow): Promise<void> {
  const offer = await findOffer(tx, vod.offerId);
  if (!offer) return;
  const target = offer.listingId ? await offerTarget(tx, offer.listingId) : undefined;
  const filler = await findAccountById(tx, offer.buyerAccountId);
  const fallback: TLocale = filler ? mailLocaleOf(filler) : (SUPPORTED_LOCALES.find((l) => l === vod.locale) ?? 'en-us');
  const readers = new Map<string, Reader>();
  if (filler) readers.set(filler.email.toLowerCase(), readerOf(filler));
  const buyer = (offer.draft.buyers?.buyers ?? []).find((entry) => entry._id === vod.buyerId);
  for (const [email, firstName] of [
    [buyer?.email, buyer?.name?.first ?? ''],
    [offer.draft.buyers?.buyingAgentInformation?.agentEmail, offer.draft.buyers?.buyingAgentInformation?.name ?? ''],
  ] as const) {
    if (!email || readers.has(email)) continue;
    const account = await findAccountByEmail(tx, email);
    readers.set(email, account ? readerOf(account) : { email, firstName, locale: fallback });
  }
  const seller = offer.status === 'draft' ? undefined : await findAccountById(tx, offer.sellerAccountId);
  if (seller) readers.set(seller.email.toLowerCase(), readerOf(seller));
  for (const reader of readers.values()) {
    await enqueueMail(tx, {
      to: reader.email,
      locale: reader.locale,
      template: vodAnswered,
      data: {
        firstName: reader.firstName,
        buyerName: vod.buyerName,
        bankName: vod.bankName,
        outcome: vod.status,
        listingTitle: target?.title ?? '',
        link: `${deps.config.publicUrl}/dashboard/offers/pending/offer/${offer.id}`,
      },
    });
  }
  const rooms = [offer.buyerAccountId, ...(seller ? [offer.sellerAccountId] : [])];
  for (const accountId of rooms) {
    await enqueueRealtime(tx, VOD_EVENTS, 'vodAnswered', userRoom(accountId), { offerId: offer.id, status: vod.status });
  }
}
