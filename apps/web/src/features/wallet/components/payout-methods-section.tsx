import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { usePayoutMethods } from '../api/get-payout-methods';
import { OwedBackNotice } from './owed-back-notice';
import { PayoutMethodForm } from './payout-method-form';
import { PayoutMethodItem } from './payout-method-item';
import { PayoutsHistory } from './payouts-history';
import { StripePayouts } from './stripe-payouts';
import { QueryStatus } from '../../../ui/query-status';

/** Payout methods: where professionals receive payouts (their history beside them); anyone may add one ahead of time. */
export function PayoutMethodsSection() {
  const { t } = useTranslation('wallet');
  const methods = usePayoutMethods();
  return (
    <SectionCard title={t('payout.title')} description={t('payout.description')}>
      <OwedBackNotice />
      <StripePayouts />
      <QueryStatus query={methods} loading={t('payout.loading')}>
        {(list) =>
          list.length ? (
            <ul aria-label={t('payout.listLabel')} className="flex flex-col gap-3">
              {list.map((method) => (
                <PayoutMethodItem key={method._id} method={method} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('payout.empty')}</p>
          )
        }
      </QueryStatus>
      {methods.data && <PayoutsHistory hasMethods={methods.data.length > 0} />}
      <h3 className="text-base font-bold text-ink">{t('payout.addTitle')}</h3>
      <PayoutMethodForm />
    </SectionCard>
  );
}
