import { LISTING_REPORT_SORTS, type TAdminReportFilter } from '@app/shared/listing-reports/listing-reports.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/field';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { PagedTable } from '../../components/paged-table';
import { pageParam, useUrlFilters } from '../../components/use-url-filters';
import { useReportQueue } from '../api/reports';
import { ReportGroupRow } from '../components/report-group-row';

type Sort = (typeof LISTING_REPORT_SORTS)[number];

/** The order and page the URL holds: the newest report first unless `sort=most`. */
function filterOf(params: URLSearchParams): TAdminReportFilter {
  const sort = params.get('sort');
  return {
    ...(sort && (LISTING_REPORT_SORTS as readonly string[]).includes(sort) ? { sort: sort as Sort } : {}),
    page: pageParam(params),
  };
}

/** /admin/reports: listings readers reported, grouped, with their open reports; dismiss or take down (decision 082). */
export default function ReportsPage() {
  const { t } = useTranslation('admin');
  const { params, onSubmit, goTo, field } = useUrlFilters(['sort'] as const);
  const queue = useReportQueue(filterOf(params));

  return (
    <>
      <AdminHeading title={t('reports.title')} lead={t('reports.lead')} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('reports.filtersLabel')}
        className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end"
      >
        <SelectField label={t('reports.sort')} {...field('sort')}>
          {LISTING_REPORT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`reports.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('reports.apply')}</Button>
      </form>
      <div aria-live="polite" aria-busy={queue.isFetching}>
        <QueryStatus query={queue} loading={t('reports.loading')}>
          {(data) => (
            <PagedTable
              texts="reports"
              caption={t('reports.title')}
              columns={(['listing', 'reports', 'actions'] as const).map((column) => t(`reports.columns.${column}`))}
              result={data}
              onPage={goTo}
            >
              {data.groups.map((group) => (
                <ReportGroupRow key={group.listing._id} group={group} />
              ))}
            </PagedTable>
          )}
        </QueryStatus>
      </div>
    </>
  );
}
