import { approximate, type TRateTable } from '@app/shared/domain/reference-rates';
import { termsOfDraft } from '@app/shared/offers/offer-negotiation';
import type { TVodStatus } from '@app/shared/offers/offer-vod.schema';
import type { TOfferComparison, TOfferComparisonRow } from '@app/shared/offers/offers.schema';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { authorize } from '../../platform/auth-session/authorize';
import { currentRates } from '../../platform/fx/fx-rates.repo';
import { offerTarget } from '../listings/index';
import { listingOf } from './offer-views';
import { findSentOffersOn, findVodRequestsOf, type OfferRow, type VodRequestRow } from './offers.repo';

/** The best outcome first: funds verified beat a request still pending, which beats a denial or a lapse. */
const VOD_RANK: readonly TVodStatus[] = ['verified', 'pending', 'not-verified', 'expired'];

/** The best outcome among an offer's VOD requests; none when none was sent. */
export function bestVod(requests: readonly Pick<VodRequestRow, 'status'>[]): TOfferComparisonRow['vod'] {
  return VOD_RANK.find((status) => requests.some((request) => request.status === status)) ?? 'none';
}

/** One offer's row: its current terms with every amount in the listing's currency. */
function comparisonRow(row: OfferRow, currency: string, rates: TRateTable, requests: VodRequestRow[]): TOfferComparisonRow {
  const terms = termsOfDraft(row.draft);
  const money = (amount: number) => ({
    amount: row.currency === currency ? amount : (approximate(rates, amount, row.currency, currency)?.amount ?? amount),
    currency,
  });
  const optional = (amount: number | null) => (amount === null ? null : money(amount));
  return {
    _id: row.id,
    status: row.status,
    turn: row.turn ?? null,
    seen: row.seen,
    buyers: (row.draft.buyers?.buyers ?? []).map((buyer) => ({ name: { first: buyer.name?.first ?? '', last: buyer.name?.last ?? '' } })),
    offerPrice: money(row.offerPriceMinor ?? terms.offerPrice),
    initialDeposit: optional(terms.initialDeposit),
    increaseDeposits: money(terms.increaseDeposits.reduce((sum, deposit) => sum + deposit, 0)),
    escrowPeriodDays: terms.escrowPeriodDays,
    closingDays: terms.closingDays,
    ownerCarry: optional(terms.ownerCarry),
    vod: bestVod(requests),
    respondBy: row.respondBy?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * GET /offers/compare/{listingId}: every sent offer on one of the caller's listings side by side
 * (price, deposits, escrow period, VOD outcome, deadline), in the listing's currency. Only the
 * listing's owner (the seller or listing agent) may compare; for anyone else it does not exist (404).
 */
export async function compareOffers(deps: AppDeps, actor: AccountActor, listingId: string): Promise<TOfferComparison> {
  const db = deps.database.db;
  const target = await offerTarget(db, listingId);
  authorize(target !== undefined && target.ownerId === actor.accountId, 'NOT_FOUND');
  const rows = await findSentOffersOn(db, listingId);
  const [rates, requests] = await Promise.all([
    currentRates(db),
    findVodRequestsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    listing: listingOf(target),
    listingOnMarket: target.onMarket,
    offers: rows.map((row) =>
      comparisonRow(
        row,
        target.currency,
        rates,
        requests.filter((request) => request.offerId === row.id),
      ),
    ),
  };
}
