import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { INSPECTION_ITEM_IDS } from '../reference/orders';
import { ZServiceCurrency, ZServiceDays, ZServicePrice, ZServicePriceMinor } from './service-terms';

/**
 * POST /inspectionServices: one inspection item the provider performs (General Inspection, Swimming
 * Pools, Mold Safe, Pest Control, Radon Gas, Lead Paint) with its price and lead time in days. One
 * service per item: posting an item already offered replaces its terms.
 */
export const ZInspectionServiceInput = z.object({
  item: z.enum(INSPECTION_ITEM_IDS, MESSAGES.selectAtLeastOneItem),
  currency: ZServiceCurrency,
  price: ZServicePriceMinor,
  leadTime: ZServiceDays,
});
export type TInspectionServiceInput = z.input<typeof ZInspectionServiceInput>;

/** PUT /inspectionServices: a list of items with their terms (each added or replaced); reply, the provider's list. */
export const ZInspectionServicesUpdate = z
  .array(ZInspectionServiceInput)
  .min(1, MESSAGES.selectAtLeastOneItem)
  .max(INSPECTION_ITEM_IDS.length)
  .refine((services) => new Set(services.map((service) => service.item)).size === services.length, MESSAGES.invalidInput);
export type TInspectionServicesUpdate = z.input<typeof ZInspectionServicesUpdate>;

/** An inspection service as its provider and customers read it. */
export const ZInspectionService = z.object({
  _id: z.uuid(),
  professionalId: z.uuid(),
  item: z.enum(INSPECTION_ITEM_IDS),
  price: ZServicePrice,
  leadTime: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TInspectionService = z.infer<typeof ZInspectionService>;
