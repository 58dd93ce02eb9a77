import type { TListhubReport } from '@app/shared/listhub/listhub.schema';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { useFormatMoment } from '../../../lib/format/format-date';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSession } from '../../../lib/session/session-store';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useImportReport } from '../api/get-import-report';
import { ImportProgress } from '../components/import-progress';
import { ReportCounts } from '../components/report-counts';
import { RejectsTable } from '../components/rejects-table';

/** Where the import stands, announced when it changes (not on every poll). */
function ImportState({ report }: { report: TListhubReport }) {
  const { t } = useTranslation('listhub');
  const formatMoment = useFormatMoment();
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-medium text-ink">
        {report.status === 'running' && t('state.running')}
        {report.status === 'done' && t('state.done', { when: report.finishedAt ? formatMoment(report.finishedAt) : '' })}
      </p>
      {report.status === 'failed' && (
        <p role="alert" className="font-medium text-primary-dark">
          {t('state.failed')}
        </p>
      )}
      {report.status === 'running' && <ImportProgress processed={report.processed} total={report.total} />}
      <p className="text-sm text-muted">{t(report.full ? 'state.full' : 'state.partial')}</p>
    </div>
  );
}

/** Why the report cannot be shown to this person: not signed in, not an admin, or no such import. */
function Refused({ error, file }: { error: ApiError; file: string }) {
  const { t } = useTranslation('listhub');
  const openPopup = usePopupStore((state) => state.openPopup);
  const { pathname } = useLocation();
  const reason = error.status === 401 || error.status === 419 ? 'signIn' : error.status === 403 ? 'notAdmin' : 'notFound';
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="alert" className="text-ink">
        {t(`refused.${reason}`, { file })}
      </p>
      <div className="flex flex-wrap gap-2">
        {reason === 'signIn' && <Button onClick={() => openPopup('login', { continueTo: pathname })}>{t('refused.logIn')}</Button>}
        <ButtonLink to="/" variant="ghost">
          {t('home')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * /listings/listhub/report/{file} (route listhub_report; no navbar or footer, spec section 2):
 * an import's progress while it runs (polled), then its counts and every rejected record with
 * its line, ListingKey and reason. The server shows it to admins only; others are told why not.
 */
export default function ListhubReportPage() {
  const { t } = useTranslation('listhub');
  const file = useParams().file ?? '';
  const session = useSession();
  const query = useImportReport(file, { accountId: session.account?._id ?? null, known: session.status !== 'loading' });
  const report = query.data;
  const error = query.error;

  let body;
  if (report) {
    body = (
      <div className="flex flex-col gap-10">
        <ImportState report={report} />
        <ReportCounts counts={report.counts} />
        <RejectsTable rejects={report.rejects} />
      </div>
    );
  } else if (error instanceof ApiError && error.status < 500) {
    body = <Refused error={error} file={file} />;
  } else if (error) {
    body = (
      <LoadError
        title={t('loadError')}
        message={error.message}
        retryLabel={t('retry')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('loading')}
      </p>
    );
  }
  return (
    <Page title={t('title')} lead={t('lead', { file })}>
      {body}
    </Page>
  );
}
