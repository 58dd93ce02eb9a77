import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { SERVICE_KIND_IDS } from '../reference/orders';
import { ZAppraisalService } from './appraisal-services.schema';
import { ZInspectionService } from './inspection-services.schema';
import { ZMediaService } from './media-services.schema';

/**
 * GET /professionalServices/{professionalId}?country=US&postalCode=90210: what a professional offers
 * there (the order pages and the profile page). Without a postal code: what they offer in the codes
 * they serve. Empty lists when they are not a verified member of the matching profession.
 */
export const ZOfferedServicesQuery = z.object({
  country: z.string().trim().min(1).max(60).optional(),
  postalCode: z.string().trim().min(1).max(12).optional(),
});
export type TOfferedServicesQuery = z.infer<typeof ZOfferedServicesQuery>;

export const ZOfferedServices = z.object({
  professionalId: z.uuid(),
  appraisal: z.array(ZAppraisalService),
  inspection: z.array(ZInspectionService),
  media: z.array(ZMediaService),
});
export type TOfferedServices = z.infer<typeof ZOfferedServices>;

/**
 * GET /professionalServices?kind&country&postalCode: the providers of a kind of service who serve a
 * postal code now (verified in the kind's profession, with a running membership), with their prices
 * (decision 072). The order pages list them for a property.
 */
export const ZServiceProvidersQuery = z.object({
  kind: z.enum(SERVICE_KIND_IDS, MESSAGES.invalidInput),
  country: z.string().trim().min(2, MESSAGES.invalidInput).max(60, MESSAGES.invalidInput).default(DEFAULT_COUNTRY),
  postalCode: z.string(MESSAGES.postalCodeRequired).trim().min(1, MESSAGES.postalCodeRequired).max(12, MESSAGES.invalidInput),
});
export type TServiceProvidersQuery = z.input<typeof ZServiceProvidersQuery>;

/** One provider serving the postal code: who they are and their services of the kind asked for (the other lists empty). */
export const ZServiceProvider = ZOfferedServices.extend({
  name: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type TServiceProvider = z.infer<typeof ZServiceProvider>;
