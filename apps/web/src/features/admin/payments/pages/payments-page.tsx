import { type TAdminPaymentFilter } from '@app/shared/admin/admin-payments.schema';
import { PAYMENT_STATUSES } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { Button } from '../../../../ui/button';
import { SelectField, TextField } from '../../../../ui/field';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { PagedTable } from '../../components/paged-table';
import { pageParam, textParams, useUrlFilters } from '../../components/use-url-filters';
import { useAdminPayments } from '../api/payments';

const FILTER_KEYS = ['q', 'status', 'from', 'to'] as const;
type Status = (typeof PAYMENT_STATUSES)[number];

/** The filters and page the URL holds, so a search can be reloaded and shared. */
function filterOf(params: URLSearchParams): TAdminPaymentFilter {
  const status = params.get('status');
  return {
    ...textParams(params, ['q', 'from', 'to']),
    ...(status && (PAYMENT_STATUSES as readonly string[]).includes(status) ? { status: status as Status } : {}),
    page: pageParam(params),
  };
}

/** /admin/payments: find a payment by id, payer's email, product, status and days; newest first, paged. */
export default function PaymentsPage() {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const { params, onSubmit, goTo, field } = useUrlFilters(FILTER_KEYS);
  const found = useAdminPayments(filterOf(params));

  return (
    <>
      <AdminHeading title={t('payments.title')} lead={t('payments.lead')} />
      <Link
        to="/admin/payments/payouts"
        className="mb-6 inline-block text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
      >
        {t('payouts.link')}
      </Link>
      <form
        role="search"
        onSubmit={onSubmit}
        noValidate
        aria-label={t('payments.filtersLabel')}
        className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <TextField label={t('payments.q')} hint={t('payments.qHint')} type="search" {...field('q')} />
        <SelectField label={t('payments.status')} {...field('status')}>
          <option value="">{t('payments.anyStatus')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`payments.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('payments.from')} type="date" {...field('from')} />
        <TextField label={t('payments.to')} type="date" {...field('to')} />
        <Button type="submit">{t('payments.search')}</Button>
      </form>
      <div aria-live="polite" aria-busy={found.isFetching}>
        <QueryStatus query={found} loading={t('payments.loading')}>
          {(data) => (
            <PagedTable
              texts="payments"
              caption={t('payments.title')}
              columns={(['when', 'product', 'payer', 'amount', 'status'] as const).map((column) => t(`payments.columns.${column}`))}
              result={data}
              onPage={goTo}
            >
              {data.payments.map((payment) => (
                <tr key={payment._id} className="border-b border-line align-top last:border-0">
                  <td className="whitespace-nowrap px-4 py-3">{formatMoment(payment.createdAt)}</td>
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/payments/${payment._id}`}
                      className="font-semibold text-primary-dark underline-offset-2 hover:underline"
                    >
                      {payment.description}
                    </Link>
                    {payment.receiptNumber && <span className="block text-muted">{payment.receiptNumber}</span>}
                  </td>
                  <td className="px-4 py-3">
                    <span className="block">{payment.payerName}</span>
                    <span className="block text-muted">{payment.payerEmail}</span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {formatMoney(payment.amount)}
                    {payment.refunded.amount > 0 && (
                      <span className="block text-muted">{t('payments.refundedSoFar', { amount: formatMoney(payment.refunded) })}</span>
                    )}
                  </td>
                  <td className="px-4 py-3">{t(`payments.statuses.${payment.status}`)}</td>
                </tr>
              ))}
            </PagedTable>
          )}
        </QueryStatus>
      </div>
    </>
  );
}
