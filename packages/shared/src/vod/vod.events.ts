import { z } from 'zod';
import { defineSocketEvents } from '../domain/socket-events';
import { VOD_STATUSES } from '../offers/offer-vod.schema';

/** Verification of deposit's socket events: a bank answered, so the offer's parties refetch it. */
export const VOD_EVENTS = defineSocketEvents({
  vodAnswered: z.object({ offerId: z.uuid(), status: z.enum(VOD_STATUSES) }),
});
