import { LISTING_STEPS, type TListingStep } from '@app/shared/listings/listing-draft.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingWizard, type ListingWizardProps } from '../hooks/use-listing-wizard';
import { BasicsStep } from '../steps/basics-step';
import { ContactsStep } from '../steps/contacts-step';
import { FeaturesStep } from '../steps/features-step';
import { MediaStep } from '../steps/media-step';
import { PaymentStep } from '../steps/payment-step';
import { TermsStep } from '../steps/terms-step';
import { DraftWizardFrame } from './draft-wizard-frame';

/** The listing wizard (spec: 6 steps), saving as the person goes. */
export function ListingWizard(props: ListingWizardProps) {
  const { t } = useTranslation('listingWizard');
  const wizard = useListingWizard(props);
  const step: Record<TListingStep, () => ReactNode> = {
    basics: () => <BasicsStep professions={props.professions} />,
    features: () => <FeaturesStep />,
    media: () => <MediaStep maxPhotos={wizard.maxPhotos} limitNote={t('media.planLimitNote')} withDocuments with360 />,
    terms: () => <TermsStep />,
    contacts: () => <ContactsStep blockers={wizard.server?.publicationBlockers ?? []} />,
    payment: () => (
      <PaymentStep
        listing={wizard.server}
        results={wizard.results}
        labels={wizard.labels}
        onOpenStep={wizard.open}
        save={wizard.autosave.save}
        listingId={wizard.listingId}
      />
    ),
  };
  return (
    <DraftWizardFrame
      title={t(wizard.server ? 'title.edit' : 'title.new')}
      wizard={wizard}
      steps={LISTING_STEPS}
      labels={wizard.labels}
      context={wizard.context}
    >
      {step[wizard.steps.current]()}
    </DraftWizardFrame>
  );
}
