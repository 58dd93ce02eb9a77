import type { TStepResults } from '@app/shared/listings/listing-steps';
import type { TListingStep } from '@app/shared/listings/listing-draft.schema';
import { DEFAULT_CURRENCY } from '@app/shared/reference/currencies';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { Button } from '../../../../ui/button';
import { TermList } from '../../../../ui/term-list';

type Address = { street?: string; apt?: string; city?: string; state?: string; zip?: string; country?: string } | undefined;

const addressLine = (address: Address) =>
  [
    address?.street && address.apt ? `${address.street}, ${address.apt}` : address?.street,
    address?.city,
    [address?.state, address?.zip].filter(Boolean).join(' '),
    address?.country?.toUpperCase(),
  ]
    .filter(Boolean)
    .join(', ');

type ListingSummaryProps = { results: TStepResults; labels: Record<TListingStep, string>; onOpenStep(step: TListingStep): void };

/** What is about to be published: title, address, price, photo count and each step's state. */
export function ListingSummary({ results, labels, onOpenStep }: ListingSummaryProps) {
  const { t } = useTranslation('listingWizard');
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const [title, address, price, currency, photos] = useWatch({ name: ['title', 'address', 'price', 'currency', 'photos'] }) as [
    string | undefined,
    Address,
    number | null | undefined,
    string | undefined,
    unknown[] | undefined,
  ];
  const none = t('payment.none');
  const rows: [string, string][] = [
    [t('payment.summaryTitle'), title?.trim() || none],
    [t('payment.summaryAddress'), addressLine(address) || none],
    [t('payment.summaryPrice'), typeof price === 'number' ? formatMoney({ amount: price, currency: currency ?? DEFAULT_CURRENCY }) : none],
    [t('payment.summaryPhotos'), String(photos?.length ?? 0)],
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t('payment.summary')}
      </h3>
      <TermList rows={rows} />
      <ul className="flex flex-col gap-2" aria-label={t('payment.stepsState')}>
        {(Object.keys(labels) as TListingStep[]).map((step) => (
          <li key={step} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface px-3 py-2">
            <span className="text-ink">
              {labels[step]}:{' '}
              <strong className={results[step].valid ? 'text-ink' : 'text-primary-dark'}>
                {t(results[step].valid ? 'payment.stepDone' : 'payment.stepToDo')}
              </strong>
            </span>
            {!results[step].valid && step !== 'payment' && (
              <Button variant="ghost" onClick={() => onOpenStep(step)}>
                {t('payment.openStep', { step: labels[step] })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
