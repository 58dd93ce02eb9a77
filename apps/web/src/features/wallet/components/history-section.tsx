import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { SectionCard } from '../../../ui/section-card';
import { usePayments } from '../../../lib/payments/get-payments';
import { PaymentRow } from './payment-row';
import { QueryStatus } from '../../../ui/query-status';

/** Transaction history: the person's payments, newest first, 20 at a time. */
export function HistorySection() {
  const { t } = useTranslation('wallet');
  const payments = usePayments();
  return (
    <SectionCard title={t('history.title')}>
      <QueryStatus query={payments} loading={t('history.loading')}>
        {({ pages }) => {
          const list = pages.flat();
          if (!list.length) return <p className="text-muted">{t('history.empty')}</p>;
          return (
            <>
              <ul aria-label={t('history.listLabel')} className="divide-y divide-line">
                {list.map((payment) => (
                  <PaymentRow key={payment._id} payment={payment} />
                ))}
              </ul>
              {payments.hasNextPage && (
                <Button
                  variant="outline"
                  loading={payments.isFetchingNextPage}
                  onClick={() => void payments.fetchNextPage()}
                  className="self-start"
                >
                  {t('history.loadMore')}
                </Button>
              )}
            </>
          );
        }}
      </QueryStatus>
    </SectionCard>
  );
}
