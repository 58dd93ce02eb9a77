import { OUTBOX_STATUSES, type TAdminOutboxFilter, type TOutboxStatus } from '@app/shared/admin/operations.schema';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Checkbox, SelectField } from '../../../../ui/field';
import { Pagination } from '../../../../ui/pagination';
import { QueryStatus } from '../../../../ui/query-status';
import { SectionCard } from '../../../../ui/section-card';
import { AdminHeading } from '../../components/admin-heading';
import { useJobs } from '../api/jobs';
import { useOutbox } from '../api/outbox';
import { JobsTable } from '../components/jobs-table';
import { OutboxTable } from '../components/outbox-table';

/**
 * The outbox filter the URL holds: failed messages unless another status (or `all`) is chosen,
 * so the page opens on what needs an admin.
 */
function outboxFilterOf(params: URLSearchParams): TAdminOutboxFilter {
  const status = params.get('status') ?? 'failed';
  const page = Number(params.get('page') ?? '1');
  return {
    ...((OUTBOX_STATUSES as readonly string[]).includes(status) ? { status: status as TOutboxStatus } : {}),
    ...(params.get('topic') ? { topic: params.get('topic') ?? '' } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /admin/deliveries: the periodic jobs and the outbox, failures first, each with Retry (decision 080). */
export default function DeliveriesPage() {
  const { t } = useTranslation('adminOperations');
  const [params, setParams] = useSearchParams();
  const filter = outboxFilterOf(params);
  const failingOnly = params.get('jobs') !== 'all';
  const jobs = useJobs(failingOnly);
  const outbox = useOutbox(filter);

  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (key !== 'jobs') next.delete('page');
    setParams(next);
  };
  const urlOf = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };

  return (
    <>
      <AdminHeading title={t('deliveries.title')} lead={t('deliveries.lead')} />
      <div className="flex flex-col gap-6">
        <SectionCard title={t('jobs.title')} description={t('jobs.lead')}>
          <Checkbox
            label={t('jobs.failingOnly')}
            checked={failingOnly}
            onChange={(event) => change('jobs', event.target.checked ? 'failing' : 'all')}
          />
          <div aria-live="polite">
            <QueryStatus query={jobs} loading={t('jobs.loading')}>
              {(list) =>
                list.length === 0 ? (
                  <p role="status" className="text-muted">
                    {failingOnly ? t('jobs.noneFailing') : t('jobs.none')}
                  </p>
                ) : (
                  <JobsTable jobs={list} />
                )
              }
            </QueryStatus>
          </div>
        </SectionCard>
        <SectionCard title={t('outbox.title')} description={t('outbox.lead')}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <SelectField
              label={t('outbox.status')}
              value={filter.status ?? 'all'}
              onChange={(event) => change('status', event.target.value)}
            >
              {OUTBOX_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`outbox.statuses.${status}`)}
                </option>
              ))}
              <option value="all">{t('outbox.anyStatus')}</option>
            </SelectField>
            <SelectField
              label={t('outbox.topicFilter')}
              value={filter.topic ?? ''}
              onChange={(event) => change('topic', event.target.value)}
            >
              <option value="">{t('outbox.anyTopic')}</option>
              {(outbox.data?.topics ?? (filter.topic ? [filter.topic] : [])).map((topic) => (
                <option key={topic} value={topic}>
                  {topic}
                </option>
              ))}
            </SelectField>
          </div>
          <div aria-live="polite" aria-busy={outbox.isFetching}>
            <QueryStatus query={outbox} loading={t('outbox.loading')}>
              {(data) => {
                const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
                if (data.total === 0)
                  return (
                    <p role="status" className="text-muted">
                      {t('outbox.empty')}
                    </p>
                  );
                return (
                  <div className="flex flex-col gap-4">
                    <p role="status" className="text-sm text-muted">
                      {t('outbox.summary', { total: data.total, page: data.page, pages })}
                    </p>
                    <OutboxTable messages={data.messages} />
                    <Pagination current={data.page} pages={pages} urlOf={urlOf} />
                  </div>
                );
              }}
            </QueryStatus>
          </div>
        </SectionCard>
      </div>
    </>
  );
}
