import { maxPhotosForTerm } from '@app/shared/constants/listings';
import {
  COMMUNITY_STEPS,
  validateCommunitySteps,
  ZCommunityDraft,
  type TCommunity,
  type TCommunityDraft,
} from '@app/shared/listings/community.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCommunity } from '../api/create-community';
import { communityQueryKey } from '../api/get-community';
import { updateCommunity } from '../api/update-community';
import { communityFormValues, filledCommunitySteps, type TCommunityStep } from '../model/community-form';
import { useMediaLibrary } from '../wizard-context';
import { useDraftWizard } from './use-draft-wizard';

export type CommunityWizardProps = {
  /** The community being edited; null for a new one (created on the first save). */
  community: TCommunity | null;
  onCreated(id: string): void;
};

/** Communities have no plan: they take the larger photo limit. */
export const COMMUNITY_MAX_PHOTOS = maxPhotosForTerm(6);

/** The community wizard's state: the same draft machinery as listings, over the community's steps. */
export function useCommunityWizard({ community, onCreated }: CommunityWizardProps) {
  const { t } = useTranslation('listingWizard');
  const queryClient = useQueryClient();
  const [server, setServer] = useState(community);
  const communityId = useRef(community?._id ?? null);
  const [now] = useState(() => new Date());
  const library = useMediaLibrary([...(community?.photos ?? []).map((photo) => photo.media), community?.video]);
  const [initial] = useState(() => ({ values: communityFormValues(community?.draft ?? {}), saved: community?.draft ?? {} }));

  const wizard = useDraftWizard<TCommunityStep, TCommunityDraft>({
    schema: ZCommunityDraft,
    steps: COMMUNITY_STEPS,
    initialValues: initial.values,
    savedValues: initial.saved,
    initiallyVisited: community ? filledCommunitySteps(community.draft) : [],
    validate: (values) => validateCommunitySteps(values, { now, professions: [] }),
    persist: async (body) => {
      const id = communityId.current;
      const saved = id ? await updateCommunity(id, body) : await createCommunity(body);
      queryClient.setQueryData(communityQueryKey(saved._id), saved);
      setServer(saved);
      if (!id) {
        communityId.current = saved._id;
        onCreated(saved._id);
      }
    },
  });

  const labels: Record<TCommunityStep, string> = {
    community: t('steps.community'),
    features: t('steps.features'),
    media: t('steps.communityMedia'),
    terms: t('steps.terms'),
  };
  return { ...wizard, server, labels, context: { errorFor: wizard.errorFor, container: 'community' as const, ...library } };
}
