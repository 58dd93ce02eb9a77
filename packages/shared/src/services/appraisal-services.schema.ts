import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { APPRAISAL_TYPE_IDS, type TAppraisalTypeId } from '../reference/orders';
import { PROPERTY_SIZE_RANGE_IDS, ZServiceCurrency, ZServiceDays, ZServicePrice, ZServicePriceMinor } from './service-terms';

/** One appraisal type's terms as a provider sets them: a price (minor units) and a time frame in days. */
export const ZAppraisalTypeTerms = z.object({ price: ZServicePriceMinor, leadTime: ZServiceDays });
export type TAppraisalTypeTerms = z.infer<typeof ZAppraisalTypeTerms>;

const typeTerms = ZAppraisalTypeTerms.nullable().optional();

/**
 * POST /appraisalServices: one service, i.e. a property size range priced for at least one appraisal
 * type (Desktop, Drive-by, Full), each with a price and a time frame (spec sections 3 and 5). A type
 * left out (or null) is not offered for this size. Prices are in `currency`, the provider's.
 */
const ZAppraisalServiceFields = z.object({
  sizeRange: z.enum(PROPERTY_SIZE_RANGE_IDS, MESSAGES.appraisalTypeRequired),
  currency: ZServiceCurrency,
  types: z.object({ desktop: typeTerms, 'drive-by': typeTerms, full: typeTerms }),
});

const hasAType = (service: { types: Partial<Record<TAppraisalTypeId, TAppraisalTypeTerms | null>> }) =>
  APPRAISAL_TYPE_IDS.some((type) => service.types[type]);
const atLeastOneType = () => ({ message: MESSAGES.appraisalTypeRequired, path: ['types'] });

export const ZAppraisalServiceInput = ZAppraisalServiceFields.refine(hasAType, atLeastOneType());
export type TAppraisalServiceInput = z.input<typeof ZAppraisalServiceInput>;

/** PUT /appraisalServices: a list of services; those with an _id are updated, the others added. */
export const ZAppraisalServicesUpdate = z
  .array(ZAppraisalServiceFields.extend({ _id: z.uuid().optional() }).refine(hasAType, atLeastOneType()))
  .min(1, MESSAGES.appraisalTypeRequired)
  .max(20);
export type TAppraisalServicesUpdate = z.input<typeof ZAppraisalServicesUpdate>;

/** GET /appraisalServices?getAll=true: every service of the signed-in provider; without it, only those offered now. */
export const ZAppraisalServicesQuery = z.object({ getAll: z.stringbool().optional() });

/** One type's terms in a reply. */
export const ZAppraisalTypeOffer = z.object({ price: ZServicePrice, leadTime: z.number().int() });
export type TAppraisalTypeOffer = z.infer<typeof ZAppraisalTypeOffer>;

/** An appraisal service as its provider and customers read it. */
export const ZAppraisalService = z.object({
  _id: z.uuid(),
  professionalId: z.uuid(),
  sizeRange: z.enum(PROPERTY_SIZE_RANGE_IDS),
  currency: z.string().length(3),
  types: z.object({
    desktop: ZAppraisalTypeOffer.nullable(),
    'drive-by': ZAppraisalTypeOffer.nullable(),
    full: ZAppraisalTypeOffer.nullable(),
  }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TAppraisalService = z.infer<typeof ZAppraisalService>;

/** The appraisal types a service prices (in the fixed order Desktop, Drive-by, Full). */
export function offeredAppraisalTypes(service: Pick<TAppraisalService, 'types'>): TAppraisalTypeId[] {
  return APPRAISAL_TYPE_IDS.filter((type) => service.types[type] !== null);
}
