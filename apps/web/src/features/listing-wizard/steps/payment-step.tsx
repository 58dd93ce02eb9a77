import { allStepsValid, type TStepResults } from '@app/shared/listings/listing-steps';
import type { TListingStep } from '@app/shared/listings/listing-draft.schema';
import type { TListing } from '@app/shared/listings/listing.schema';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ListingSummary } from '../components/payment/listing-summary';
import { LiveStatus } from '../components/payment/live-status';
import { PayPanel } from '../components/payment/pay-panel';
import { PlanChoice } from '../components/payment/plan-choice';
import { usePayForListing } from '../hooks/use-pay-for-listing';
import { useWizard } from '../wizard-context';

type PaymentStepProps = {
  /** The server's view (status, plan, blockers); null before the first save. */
  listing: TListing | null;
  results: TStepResults;
  labels: Record<TListingStep, string>;
  onOpenStep(step: TListingStep): void;
  save(): Promise<boolean>;
  listingId(): string | null;
};

/** Step 6, Payment & Confirmation: choose the plan, check the summary, pay and publish (or extend a live listing). */
export function PaymentStep({ listing, results, labels, onOpenStep, save, listingId }: PaymentStepProps) {
  const { t } = useTranslation('listingWizard');
  const { errorFor } = useWizard();
  const { field } = useController({ name: 'termMonths' });
  const payment = usePayForListing({ save, listingId });
  const term = field.value as 3 | 6 | null | undefined;
  if (listing?.complete)
    return <LiveStatus listing={listing} busy={payment.busy} error={payment.error} onExtend={(months) => void payment.pay(months)} />;
  return (
    <div className="flex flex-col gap-6">
      <PlanChoice legend={t('payment.plan')} value={term} onChange={field.onChange} error={errorFor('termMonths')} />
      {term === 3 && <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">{t('payment.threeMonthNote')}</p>}
      <ListingSummary results={results} labels={labels} onOpenStep={onOpenStep} />
      <PayPanel
        term={term}
        ready={allStepsValid(results)}
        busy={payment.busy}
        error={payment.error}
        onPay={(months) => void payment.pay(months)}
      />
    </div>
  );
}
