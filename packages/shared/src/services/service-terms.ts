import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { CURRENCY_CODES } from '../reference/currencies';
import { optionIds } from '../reference/options';
import type { TServiceKindId } from '../reference/orders';
import type { TProfessionId } from '../reference/people';

/** Days a provider may promise for a service: a lead time (appraisal, inspection) or time frame (media). */
export const SERVICE_DAYS = { min: 1, max: 90 } as const;

/** A price as a provider sets it: integer minor units of the service's currency (never floats). */
export const ZServicePriceMinor = z
  .number(MESSAGES.required)
  .int(MESSAGES.invalidInput)
  .positive(MESSAGES.required)
  .max(1_000_000_000, MESSAGES.invalidInput);

/** Whole days, 1 to 90. */
export const ZServiceDays = z
  .number(MESSAGES.required)
  .int(MESSAGES.invalidInput)
  .min(SERVICE_DAYS.min, MESSAGES.required)
  .max(SERVICE_DAYS.max, MESSAGES.invalidInput);

/** The currency a provider prices a service in (their preferred currency by default). */
export const ZServiceCurrency = z.enum(CURRENCY_CODES, MESSAGES.required);

/** What a price reads as in a reply: integer minor units and the currency. */
export const ZServicePrice = ZMoney;

/**
 * Property size ranges an appraisal service is priced for (spec: "a size range" per service; values
 * ours, decision 069). Bounds in square feet, inclusive; the order form picks the listing's range.
 */
export const PROPERTY_SIZE_RANGES = [
  { id: 'under-1500', label: 'Under 1,500 sq ft', minSqft: 0, maxSqft: 1_499 },
  { id: '1500-2999', label: '1,500 to 2,999 sq ft', minSqft: 1_500, maxSqft: 2_999 },
  { id: '3000-4999', label: '3,000 to 4,999 sq ft', minSqft: 3_000, maxSqft: 4_999 },
  { id: '5000-plus', label: '5,000 sq ft and more', minSqft: 5_000, maxSqft: null },
] as const;
export type TPropertySizeRangeId = (typeof PROPERTY_SIZE_RANGES)[number]['id'];
/** The ids of PROPERTY_SIZE_RANGES, as a non-empty tuple for z.enum. */
export const PROPERTY_SIZE_RANGE_IDS = optionIds(PROPERTY_SIZE_RANGES);

/** The size range a property of this many square feet falls in (undefined for an unknown size). */
export function propertySizeRangeOf(sqft: number | null | undefined): TPropertySizeRangeId | undefined {
  if (sqft === null || sqft === undefined || !Number.isFinite(sqft) || sqft < 0) return undefined;
  return PROPERTY_SIZE_RANGES.find((range) => sqft >= range.minSqft && (range.maxSqft === null || sqft <= range.maxSqft))?.id;
}

/** DELETE with a body of a list of ids (spec section 7). */
export const ZServiceIdList = z.array(z.uuid(MESSAGES.invalidInput)).min(1, MESSAGES.selectAtLeastOneItem).max(100);
export type TServiceIdList = z.infer<typeof ZServiceIdList>;

/** DELETE replies: the ids removed. */
export const ZRemovedServices = z.object({ removed: z.array(z.uuid()) });
export type TRemovedServices = z.infer<typeof ZRemovedServices>;

/** The profession a provider must be verified in to offer each kind of service (spec section 6). */
export const SERVICE_PROFESSIONS = {
  appraisal: 'appraiser',
  inspection: 'inspector',
  media: 'media-specialist',
} as const satisfies Record<TServiceKindId, TProfessionId>;
