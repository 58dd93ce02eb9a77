import { PAYOUT_STATUSES, type TAdminPayoutFilter, type TPayoutStatus } from '@app/shared/orders/payouts.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/field';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { pageParam, useUrlFilters } from '../../components/use-url-filters';
import { useAdminPayouts } from '../api/payouts';
import { PayoutsTable } from '../components/payouts-table';

/** The status and page the URL holds, so a view can be reloaded and shared. */
function filterOf(params: URLSearchParams): TAdminPayoutFilter {
  const status = params.get('status');
  return {
    ...(status && (PAYOUT_STATUSES as readonly string[]).includes(status) ? { status: status as TPayoutStatus } : {}),
    page: pageParam(params),
  };
}

/** /admin/payments/payouts: providers' payouts to their payout methods by status, newest first; retry a failed one. */
export default function PayoutsPage() {
  const { t } = useTranslation('admin');
  const { params, onSubmit, goTo, field } = useUrlFilters(['status'] as const);
  const found = useAdminPayouts(filterOf(params));
  return (
    <>
      <Link to="/admin/payments" className="mb-2 inline-block text-sm font-semibold text-primary-dark underline-offset-2 hover:underline">
        {t('payouts.back')}
      </Link>
      <AdminHeading title={t('payouts.title')} lead={t('payouts.lead')} />
      <form
        role="search"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('payouts.filtersLabel')}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SelectField label={t('payouts.status')} {...field('status')}>
          <option value="">{t('payouts.anyStatus')}</option>
          {PAYOUT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`payouts.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('payouts.apply')}</Button>
      </form>
      <div aria-live="polite" aria-busy={found.isFetching}>
        <QueryStatus query={found} loading={t('payouts.loading')}>
          {(data) => <PayoutsTable page={data} onPage={goTo} />}
        </QueryStatus>
      </div>
    </>
  );
}
