import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentLocaleId } from '../../../lib/i18n/i18n';
import { Page } from '../../../ui/page';
import { Pagination } from '../../../ui/pagination';
import { QueryStatus } from '../../../ui/query-status';
import { SelectField } from '../../../ui/field';
import { leadsExportUrl, useLeads } from '../api/get-leads';
import { LeadsTable } from '../components/leads-table';

const FILTERS = ['all', 'false', 'true'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * /dashboard/leads (decision 078): everyone who contacted the signed-in owner about a listing or
 * their professional profile, newest first, answered or not, with a CSV download.
 */
export default function LeadsPage() {
  const { t, i18n } = useTranslation('leads');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filter: Filter = FILTERS.find((value) => value === params.get('answered')) ?? 'all';
  const leads = useLeads({ page, answered: filter === 'all' ? undefined : filter });
  const urlOf = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div className="w-64">
          <SelectField
            label={t('filter')}
            value={filter}
            onChange={(event) => setParams(event.target.value === 'all' ? {} : { answered: event.target.value })}
          >
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`filters.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <a
          href={leadsExportUrl(currentLocaleId(i18n))}
          download="leads.csv"
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-surface"
        >
          {t('download')}
        </a>
      </div>
      <div aria-live="polite">
        <QueryStatus query={leads} loading={t('loading')}>
          {(data) => (
            <div className="flex flex-col gap-4">
              <p role="status" className="text-sm text-muted">
                {t('counts', { total: data.total, unanswered: data.unanswered })}
              </p>
              {data.leads.length === 0 ? (
                <p className="text-muted">{filter === 'all' ? t('none') : t('noneHere')}</p>
              ) : (
                <LeadsTable leads={data.leads} />
              )}
              <Pagination current={data.page} pages={Math.ceil(data.total / data.pageSize)} urlOf={urlOf} />
            </div>
          )}
        </QueryStatus>
      </div>
    </Page>
  );
}
