import { OFFER_PAGES, type TOfferDraft, type TOfferPage, type TOfferPageBody } from '@app/shared/offers/offer-draft.schema';
import type { TOfferContext, TPageResult } from '@app/shared/offers/offer-pages';
import type { TOffer } from '@app/shared/offers/offers.schema';

/** The page a URL names: 1 to 8 in the stepper's order (spec route /listings/{property_id}/offers/{offer_id}/{page}). */
export function pageOfNumber(param: string | undefined): TOfferPage | undefined {
  if (!param || !/^[1-9]$/.test(param)) return undefined;
  return OFFER_PAGES[Number(param) - 1];
}

/** The page's number in the URL. */
export const numberOfPage = (page: TOfferPage) => OFFER_PAGES.indexOf(page) + 1;

/** The address of one page of an offer. */
export const offerPagePath = (offer: Pick<TOffer, '_id' | 'property'>, page: TOfferPage) =>
  `/listings/${offer.property}/offers/${offer._id}/${numberOfPage(page)}`;

/** What the shared page rules need, as the server gives it to them (the listing's price, the filler's email, who signed). */
export function offerContext(offer: TOffer, fillerEmail: string): TOfferContext {
  return {
    listingPrice: offer.listing.price?.amount ?? null,
    currency: offer.listing.price?.currency ?? offer.currency,
    fillerEmail,
    signedBuyerIds: offer.signatures.map((signature) => signature.buyerId),
  };
}

/** A page's answers in the draft (Sign holds none). */
export function pageValue<P extends TOfferPage>(draft: TOfferDraft, page: P): TOfferPageBody<P> {
  const value = page === 'sign' ? undefined : draft[page as Exclude<TOfferPage, 'sign'>];
  return (value ?? {}) as TOfferPageBody<P>;
}

/** The draft with one page's answers replaced. */
export function withPage<P extends TOfferPage>(draft: TOfferDraft, page: P, value: TOfferPageBody<P>): TOfferDraft {
  return page === 'sign' ? draft : { ...draft, [page]: value };
}

/** Which page a field path of the rules belongs to ('offerPrice' → basics, 'buyers.0.email' → buyers). */
export function pageOfPath(path: string): TOfferPage | undefined {
  const head = path.split('.')[0] ?? '';
  const byHead: Record<string, TOfferPage> = {
    offerPrice: 'basics',
    filledBy: 'basics',
    closingDays: 'basics',
    ownershipType: 'titleVesting',
    titleHeldAs: 'titleVesting',
    entityName: 'titleVesting',
    buyers: 'buyers',
    buyingAgentInformation: 'buyers',
    vod: 'vod',
    documents: 'documents',
    shareWithSeller: 'authorization',
    chargeBookingDeposit: 'authorization',
    initial_escrow_deposit: 'terms',
    increase_escrow_deposits: 'terms',
    escrowPeriodDays: 'terms',
    ownerCarry: 'terms',
    otherTerms: 'terms',
    minimumCounter: 'terms',
    signatures: 'sign',
  };
  return byHead[head];
}

const count = (record: Record<string, string>) => Object.keys(record).length;

/** Whether a page's answers break a rule (its tab is red; it cannot be saved or continued). */
export const hasInvalid = (result: TPageResult) => count(result.invalid) > 0;

/** Whether a page has unanswered questions (Confirm moves on with a notice). */
export const hasMissing = (result: TPageResult) => count(result.missing) > 0;

/**
 * When the person filling the offer out says they are a buyer's agent, they stop being its buyer
 * (spec: a buyer's agent must represent another buyer): the buyer with their email is emptied for
 * the client to be named, and the agent's details start from theirs.
 */
export function agentFillsIn(next: TOfferDraft, previous: TOfferDraft, fillerEmail: string): TOfferDraft {
  if (next.basics?.filledBy !== 'buyers-agent' || previous.basics?.filledBy === 'buyers-agent' || !fillerEmail) return next;
  const email = fillerEmail.toLowerCase();
  const buyers = next.buyers?.buyers ?? [];
  const self = buyers.find((buyer) => buyer.email?.toLowerCase() === email);
  if (!self) return next;
  const agent = next.buyers?.buyingAgentInformation ?? {};
  const name = [self.name?.first, self.name?.last].filter(Boolean).join(' ');
  return {
    ...next,
    buyers: {
      ...next.buyers,
      buyers: buyers.map((buyer) => (buyer === self ? { ...(buyer._id ? { _id: buyer._id } : {}) } : buyer)),
      buyingAgentInformation: {
        ...agent,
        agentEmail: agent.agentEmail || email,
        ...(name && !agent.name ? { name } : {}),
        ...(self.phone && !agent.phone ? { phone: self.phone } : {}),
      },
    },
  };
}
