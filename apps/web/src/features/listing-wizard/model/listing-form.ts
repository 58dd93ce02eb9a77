import { sizeUnitForCountry } from '@app/shared/domain/area';
import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import {
  LISTING_STEPS,
  ZBasicsDraft,
  ZContactsDraft,
  ZFeaturesDraft,
  ZMediaDraft,
  ZPlanDraft,
  ZTermsDraft,
  type TListingDraft,
  type TListingStep,
} from '@app/shared/listings/listing-draft.schema';
import { DEFAULT_CURRENCY } from '@app/shared/reference/currencies';
import { hasContent } from '../../../lib/forms/draft-changes';

/** The draft fields each step fills in (the shared per-step schemas). */
export const LISTING_STEP_FIELDS: Record<TListingStep, readonly string[]> = {
  basics: Object.keys(ZBasicsDraft.shape),
  features: Object.keys(ZFeaturesDraft.shape),
  media: Object.keys(ZMediaDraft.shape),
  terms: Object.keys(ZTermsDraft.shape),
  contacts: Object.keys(ZContactsDraft.shape),
  payment: Object.keys(ZPlanDraft.shape),
};

/**
 * The form's values for a draft: what was saved, with the choices every listing starts from
 * (country, currency, size unit by country). A new listing from a community is a community listing.
 */
export function listingFormValues(draft: TListingDraft, communityId?: string): TListingDraft {
  const country = draft.address?.country ?? DEFAULT_COUNTRY;
  return {
    ...draft,
    ...(communityId ? { communityId } : {}),
    listingKind: draft.listingKind ?? (communityId ? 'community' : 'individual'),
    address: { ...draft.address, country },
    currency: draft.currency ?? DEFAULT_CURRENCY,
    sizeUnit: draft.sizeUnit ?? sizeUnitForCountry(country),
  };
}

/** The steps of a saved draft that hold something: their errors show from the start. */
export function filledListingSteps(draft: TListingDraft): TListingStep[] {
  return LISTING_STEPS.filter((step) => hasContent(draft, LISTING_STEP_FIELDS[step]));
}

/** The step a link asks for (?step=media), if it is one. */
export function stepFromQuery<S extends string>(steps: readonly S[], value: string | null): S | undefined {
  return steps.find((step) => step === value);
}
