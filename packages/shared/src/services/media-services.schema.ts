import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { MEDIA_SERVICE_IDS } from '../reference/orders';
import { ZServiceCurrency, ZServiceDays, ZServicePrice, ZServicePriceMinor } from './service-terms';

/** A media service's description, shown to customers: optional, at most this many characters. */
export const MEDIA_SERVICE_DESCRIPTION_MAX = 500;

/**
 * POST /mediaServices and PUT /mediaServices/{id}: one media service (aerial images and video, 360
 * images and video, virtual staging, VR, 35 images package, media hosting, listing translation) with
 * its price and time frame in days. One service per kind per provider.
 */
export const ZMediaServiceInput = z.object({
  service: z.enum(MEDIA_SERVICE_IDS, MESSAGES.required),
  currency: ZServiceCurrency,
  price: ZServicePriceMinor,
  timeFrame: ZServiceDays,
  description: z.string().trim().max(MEDIA_SERVICE_DESCRIPTION_MAX, MESSAGES.invalidInput).default(''),
});
export type TMediaServiceInput = z.input<typeof ZMediaServiceInput>;

/** A media service as its provider and customers read it. */
export const ZMediaService = z.object({
  _id: z.uuid(),
  professionalId: z.uuid(),
  service: z.enum(MEDIA_SERVICE_IDS),
  price: ZServicePrice,
  timeFrame: z.number().int(),
  description: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TMediaService = z.infer<typeof ZMediaService>;
