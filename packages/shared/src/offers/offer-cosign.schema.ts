import { z } from 'zod';
import { OWNERSHIP_TYPE_IDS } from '../reference/offers';
import { ZSignatureInput } from './offer-draft.schema';
import { ZOfferMoney } from './offer-terms';
import { ZOfferListing } from './offers.schema';

/**
 * A co-buyer's signing link (decision 053): GET /offers/cosign/{token} reads this summary of the
 * offer without an account; the token names one offer, one buyer and the offer as it was when the
 * link was mailed.
 */
export const ZCosignOffer = z.object({
  offerId: z.uuid(),
  listing: ZOfferListing,
  currency: z.string().length(3),
  offerPrice: z.number().int().nullable(),
  closingDays: z.number().int().nullable(),
  escrowPeriodDays: z.number().int().nullable(),
  ownershipType: z.enum(OWNERSHIP_TYPE_IDS).nullable(),
  money: ZOfferMoney,
  /** Every buyer by name, and whether they signed. */
  buyers: z.array(z.object({ _id: z.uuid(), name: z.object({ first: z.string(), last: z.string() }), signed: z.boolean() })),
  /** The buyer this link signs for. */
  signer: z.object({ _id: z.uuid(), name: z.object({ first: z.string(), last: z.string() }), signed: z.boolean() }),
  /** When the link stops working. */
  expiresAt: z.iso.datetime(),
});
export type TCosignOffer = z.infer<typeof ZCosignOffer>;

/** POST /offers/cosign/{token}/signatures: the co-buyer's signature, typed or drawn. */
export const ZCosignRequest = z.object({ signature: ZSignatureInput });
export type TCosignRequest = z.infer<typeof ZCosignRequest>;

/** The token in the path: base64url pieces and dots, bounded. */
export const ZCosignParams = z.object({ token: z.string().min(20).max(400) });
