import { COMMUNITY_STEPS } from '@app/shared/listings/community.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_MAX_PHOTOS, useCommunityWizard, type CommunityWizardProps } from '../hooks/use-community-wizard';
import type { TCommunityStep } from '../model/community-form';
import { CommunityIntroStep } from '../steps/community-intro-step';
import { FeaturesStep } from '../steps/features-step';
import { MediaStep } from '../steps/media-step';
import { TermsStep } from '../steps/terms-step';
import { CommunityListings } from './community/community-listings';
import { DraftWizardFrame } from './draft-wizard-frame';

/** Community creation (spec: the listing wizard's steps two to four after an introduction), then its listings. */
export function CommunityWizard(props: CommunityWizardProps) {
  const { t } = useTranslation('listingWizard');
  const wizard = useCommunityWizard(props);
  const step: Record<TCommunityStep, () => ReactNode> = {
    community: () => <CommunityIntroStep />,
    features: () => <FeaturesStep />,
    media: () => <MediaStep maxPhotos={COMMUNITY_MAX_PHOTOS} />,
    terms: () => <TermsStep />,
  };
  return (
    <>
      <DraftWizardFrame
        title={t(wizard.server ? 'title.editCommunity' : 'title.newCommunity')}
        wizard={wizard}
        steps={COMMUNITY_STEPS}
        labels={wizard.labels}
        context={wizard.context}
      >
        {step[wizard.steps.current]()}
      </DraftWizardFrame>
      <CommunityListings community={wizard.server} />
    </>
  );
}
