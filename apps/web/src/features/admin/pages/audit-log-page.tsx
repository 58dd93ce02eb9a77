import { ADMIN_ACTIONS, type TAdminAction, type TAdminAuditFilter } from '@app/shared/admin/admin.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { QueryStatus } from '../../../ui/query-status';
import { useAuditLog } from '../api/audit-log';
import { AdminHeading } from '../components/admin-heading';
import { PagedTable } from '../components/paged-table';
import { pageParam, textParams, useUrlFilters } from '../components/use-url-filters';

const FILTER_KEYS = ['actor', 'action', 'from', 'to'] as const;

/** The filters and page the URL holds (so a filtered view can be reloaded and shared between admins). */
function filterOf(params: URLSearchParams): TAdminAuditFilter {
  const action = params.get('action');
  return {
    ...textParams(params, ['actor', 'from', 'to']),
    ...(action && (ADMIN_ACTIONS as readonly string[]).includes(action) ? { action: action as TAdminAction } : {}),
    page: pageParam(params),
  };
}

/** /admin/audit: every admin action, newest first, filtered by actor, action and dates, paged. */
export default function AuditLogPage() {
  const { t } = useTranslation('admin');
  const formatMoment = useFormatMoment();
  const { params, onSubmit, goTo, field } = useUrlFilters(FILTER_KEYS);
  const log = useAuditLog(filterOf(params));

  return (
    <>
      <AdminHeading title={t('audit.title')} lead={t('audit.lead')} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('audit.filtersLabel')}
        className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <TextField label={t('audit.actor')} type="search" {...field('actor')} />
        <SelectField label={t('audit.action')} {...field('action')}>
          <option value="">{t('audit.anyAction')}</option>
          {ADMIN_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('audit.from')} type="date" {...field('from')} />
        <TextField label={t('audit.to')} type="date" {...field('to')} />
        <Button type="submit">{t('audit.apply')}</Button>
      </form>
      <div aria-live="polite" aria-busy={log.isFetching}>
        <QueryStatus query={log} loading={t('audit.loading')}>
          {(data) => (
            <PagedTable
              texts="audit"
              caption={t('audit.title')}
              columns={(['when', 'who', 'what', 'target', 'why'] as const).map((column) => t(`audit.columns.${column}`))}
              result={data}
              onPage={goTo}
            >
              {data.events.map((event) => (
                <tr key={event._id} className="border-b border-line align-top last:border-0">
                  <td className="whitespace-nowrap px-4 py-3">{formatMoment(event.at)}</td>
                  <td className="px-4 py-3">{event.actorEmail}</td>
                  <td className="px-4 py-3">{t(`audit.actions.${event.action}`)}</td>
                  <td className="px-4 py-3">
                    {event.targetLabel}
                    {event.action === 'listhub.import' && (
                      <Link
                        to={`/listings/listhub/report/${encodeURIComponent(event.targetLabel)}`}
                        className="block font-semibold text-primary-dark underline-offset-2 hover:underline"
                      >
                        {t('audit.openReport')}
                      </Link>
                    )}
                  </td>
                  <td className="whitespace-pre-line px-4 py-3">{event.reason ?? '—'}</td>
                </tr>
              ))}
            </PagedTable>
          )}
        </QueryStatus>
      </div>
    </>
  );
}
