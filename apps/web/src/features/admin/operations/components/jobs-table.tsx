import type { TAdminJob } from '@app/shared/admin/operations.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { AdminTable } from '../../components/admin-table';
import { useRetryJob } from '../api/jobs';

/** The periodic jobs: when each last ran through, its failures and last error, and Retry on a failing one. */
export function JobsTable({ jobs }: { jobs: TAdminJob[] }) {
  const { t } = useTranslation('adminOperations');
  const formatMoment = useFormatMoment();
  const retry = useRetryJob();
  const onRetry = async (name: string) => {
    try {
      const { outcome } = await retry.mutateAsync(name);
      const message = t(`jobs.outcomes.${outcome}`, { name });
      if (outcome === 'failed') snackbar.error(message);
      else snackbar.success(message);
    } catch (error) {
      snackbar.error((error as Error).message);
    }
  };
  return (
    <AdminTable
      caption={t('jobs.caption')}
      columns={(['job', 'lastRun', 'state', 'error', 'actions'] as const).map((column) => t(`jobs.columns.${column}`))}
    >
      {jobs.map((job) => (
        <tr key={job.name} className="border-b border-line align-top last:border-0">
          <td className="px-4 py-3">
            <span className="block font-semibold text-ink">{job.name}</span>
            <span className="block text-muted">{t('jobs.every', { n: job.everyMinutes })}</span>
          </td>
          <td className="whitespace-nowrap px-4 py-3">{job.lastRunAt ? formatMoment(job.lastRunAt) : t('jobs.never')}</td>
          <td className="px-4 py-3">
            {job.failing ? (
              <>
                <span className="block font-semibold text-primary-dark">{t('jobs.failing', { n: job.failures })}</span>
                {job.lastFailedAt && (
                  <span className="block text-muted">{t('jobs.lastFailed', { at: formatMoment(job.lastFailedAt) })}</span>
                )}
              </>
            ) : (
              t('jobs.healthy')
            )}
          </td>
          <td className="max-w-md break-words px-4 py-3 font-mono text-xs">{job.lastError ?? '—'}</td>
          <td className="px-4 py-3">
            {job.failing && (
              <Button variant="outline" disabled={retry.isPending} onClick={() => void onRetry(job.name)}>
                {t('jobs.retry')}
                <span className="sr-only">: {job.name}</span>
              </Button>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
