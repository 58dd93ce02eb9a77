import { MESSAGES } from '@app/shared/messages/messages';
import type { TOfferPage } from '@app/shared/offers/offer-draft.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { WizardShell } from '../../../ui/wizard/wizard-shell';
import { useOfferWizard } from '../hooks/use-offer-wizard';
import type { OfferStep } from '../steps/offer-step';
import { OFFER_STEPS } from '../steps/offer-steps';

type OfferWizardProps = { offer: TOffer; page: TOfferPage };

/** The offer's eight pages in the wizard's frame: the stepper, the notices, the open page, Back and Confirm. */
export function OfferWizard({ offer, page }: OfferWizardProps) {
  const { t } = useTranslation('makeOffer');
  const translate = useTranslateMessage();
  const wizard = useOfferWizard(offer, page);
  const Step = OFFER_STEPS[page] as OfferStep<TOfferPage> | undefined;
  const label = (id: TOfferPage) => t(`pages.${id}`);
  const notice = (
    <>
      {wizard.unansweredPage && (
        <p role="status" className="rounded-lg border border-line bg-surface px-4 py-3 text-sm text-ink">
          {t('unanswered', { page: label(wizard.unansweredPage) })}
        </p>
      )}
      {wizard.blocked && (
        <p role="alert" className="rounded-lg border border-primary/40 bg-primary-light px-4 py-3 text-sm font-medium text-primary-dark">
          {translate(MESSAGES.invalidInputsPleaseFix)}
        </p>
      )}
    </>
  );
  return (
    <WizardShell
      title={t('title')}
      stepsLabel={t('pagesLabel')}
      nextLabel={t('confirm')}
      steps={wizard.tabs.map((tab) => ({ ...tab, label: label(tab.id) }))}
      current={page}
      anyInvalid={wizard.anyInvalid}
      notice={notice}
      save={{ status: wizard.autosave.status, error: wizard.autosave.error, onRetry: () => void wizard.autosave.save() }}
      focusRequest={wizard.focusRequest}
      onOpen={wizard.open}
      onNext={() => void wizard.confirm()}
      onBack={wizard.back}
    >
      <p className="text-sm text-muted">{t('listing', { listing: offer.listing.title ?? offer.listing.address.street ?? '' })}</p>
      {Step && <Step offer={offer} value={wizard.value} onChange={wizard.onChange} result={wizard.result} />}
    </WizardShell>
  );
}
