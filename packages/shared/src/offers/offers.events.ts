import { z } from 'zod';
import { defineSocketEvents } from '../domain/socket-events';

// Offers' socket events (spec section 7: completedOffers and completedOffersError; section 5:
// completed, unseen offers to the seller count as notifications). Offers are not built yet,
// so these are their starting contract.

/** A completed offer the seller has not seen yet. */
export const ZCompletedOffer = z.object({
  _id: z.uuid(),
  propertyID: z.uuid(),
  updatedAt: z.iso.datetime(),
});

export const OFFERS_EVENTS = defineSocketEvents({
  /** The seller's completed, unseen offers (their notification count). */
  completedOffers: z.object({ offers: z.array(ZCompletedOffer) }),
  /** They could not be loaded (the web shows its generic error). */
  completedOffersError: z.object({ code: z.literal('anErrorHasOccured') }),
});
