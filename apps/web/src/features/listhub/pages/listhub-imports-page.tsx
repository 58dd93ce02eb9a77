import { MESSAGES } from '@app/shared/messages/messages';
import type { TListhubImportSummary } from '@app/shared/listhub/listhub.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useFormatNumber } from '../../../lib/format/format-number';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useImports, useStartImport } from '../api/imports';

const reportPath = (file: string) => `/listings/listhub/report/${encodeURIComponent(file)}`;

/** The admin's upload: a feed file and whether it is a full feed; on success, its report. */
function ImportForm() {
  const { t } = useTranslation('listhub');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const start = useStartImport();
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(true);
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!file);
    if (!file) return;
    start.mutate({ file, full }, { onSuccess: (report) => void navigate(reportPath(report.file)) });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6">
      <h2 className="text-lg font-semibold text-ink">{t('imports.start')}</h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="listhub-feed" className="text-sm font-medium text-ink">
          {t('imports.file')}
        </label>
        <input
          id="listhub-feed"
          type="file"
          accept=".xml,application/xml,text/xml"
          aria-invalid={missing}
          aria-describedby={missing ? 'listhub-feed-error' : undefined}
          disabled={start.isPending}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-primary-light file:px-3 file:py-2 file:font-semibold file:text-primary-dark"
        />
        {missing && (
          <p id="listhub-feed-error" role="alert" className="text-xs font-medium text-primary-dark">
            {translate(MESSAGES.required)}
          </p>
        )}
      </div>
      <Checkbox label={t('imports.full')} checked={full} disabled={start.isPending} onChange={(event) => setFull(event.target.checked)} />
      <FormAlert message={start.error?.message ?? ''} />
      <div>
        <Button type="submit" loading={start.isPending}>
          {t('imports.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The latest imports: each links to its report. */
function ImportList({ imports }: { imports: TListhubImportSummary[] }) {
  const { t } = useTranslation('listhub');
  const formatMoment = useFormatMoment();
  const number = useFormatNumber();
  if (imports.length === 0) return <p className="text-muted">{t('imports.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
      {imports.map((item) => (
        <li key={item._id} className="flex flex-col gap-1 p-4">
          <Link to={reportPath(item.file)} className="font-mono text-sm font-semibold text-primary-dark underline-offset-2 hover:underline">
            {item.file}
          </Link>
          <p className="text-sm text-muted">
            {t(`imports.status.${item.status}`)} · {formatMoment(item.createdAt)} ·{' '}
            {t('progress.records', { done: number(item.processed), total: number(item.total) })}
          </p>
          <p className="text-sm text-ink">
            {t('imports.counts', Object.fromEntries(Object.entries(item.counts).map(([k, v]) => [k, number(v)])))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /admin/listhub: import a ListHub feed and find the reports of the latest imports (admins; decision 068). */
export default function ListhubImportsPage() {
  const { t } = useTranslation('listhub');
  useDocumentTitle(t('imports.title'));
  const imports = useImports();
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('imports.title')}</h1>
        <p className="mt-2 text-muted">{t('imports.lead')}</p>
      </div>
      <ImportForm />
      <section aria-labelledby="listhub-recent" className="flex flex-col gap-3">
        <h2 id="listhub-recent" className="text-lg font-semibold text-ink">
          {t('imports.recent')}
        </h2>
        <QueryStatus query={imports} loading={t('imports.loading')}>
          {(list) => <ImportList imports={list} />}
        </QueryStatus>
      </section>
    </div>
  );
}
