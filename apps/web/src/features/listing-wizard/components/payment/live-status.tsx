import type { TListingTermMonths } from '@app/shared/constants/listings';
import type { TListing } from '@app/shared/listings/listing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../../lib/format/format-date';
import { Button } from '../../../../ui/button';
import { FormAlert } from '../../../../ui/form-alert';
import { PublicationBlockers } from '../contacts/publication-blockers';
import { PlanChoice } from './plan-choice';

type LiveStatusProps = { listing: TListing; busy: boolean; error: string; onExtend(term: TListingTermMonths): void };

/** A paid listing: its status, when its plan ends, why it is not public yet, and Extend. */
export function LiveStatus({ listing, busy, error, onExtend }: LiveStatusProps) {
  const { t } = useTranslation(['listingWizard', 'options']);
  const formatDay = useFormatDay();
  const [term, setTerm] = useState<TListingTermMonths>(listing.plan.termMonths === 3 ? 3 : 6);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-line p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm font-medium text-muted">{t('payment.status')}</dt>
        <dd className="font-semibold text-ink">{t(`options:listingStatuses.${listing.status}`)}</dd>
        <dt className="text-sm font-medium text-muted">{t('payment.planEnds')}</dt>
        <dd className="text-ink">{listing.plan.expiresAt ? formatDay(listing.plan.expiresAt) : t('payment.none')}</dd>
      </dl>
      <PublicationBlockers blockers={listing.publicationBlockers} />
      <PlanChoice legend={t('payment.extendLegend')} value={term} onChange={setTerm} />
      <FormAlert message={error} />
      <div>
        <Button loading={busy} onClick={() => onExtend(term)}>
          {t('payment.extend', { months: term })}
        </Button>
      </div>
    </div>
  );
}
