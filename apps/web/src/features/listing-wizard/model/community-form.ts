import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import { COMMUNITY_STEPS, type TCommunityDraft } from '@app/shared/listings/community.schema';
import { hasContent } from '../../../lib/forms/draft-changes';
import { LISTING_STEP_FIELDS } from './listing-form';

export type TCommunityStep = (typeof COMMUNITY_STEPS)[number];

/** The draft fields each community step fills in: an introduction, then the listing wizard's own steps. */
const COMMUNITY_STEP_FIELDS: Record<TCommunityStep, readonly string[]> = {
  community: ['title', 'description', 'listingType', 'address', 'location'],
  features: LISTING_STEP_FIELDS.features,
  media: ['photos', 'videoId', 'vrLink'],
  terms: LISTING_STEP_FIELDS.terms,
};

/** The form's values for a community draft (a country to start from). */
export function communityFormValues(draft: TCommunityDraft): TCommunityDraft {
  return { ...draft, address: { ...draft.address, country: draft.address?.country ?? DEFAULT_COUNTRY } };
}

/** The steps of a saved community that hold something: their errors show from the start. */
export function filledCommunitySteps(draft: TCommunityDraft): TCommunityStep[] {
  return COMMUNITY_STEPS.filter((step) => hasContent(draft, COMMUNITY_STEP_FIELDS[step]));
}
