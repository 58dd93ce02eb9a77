import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { Pagination } from '../../../../ui/pagination';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { SUBSCRIBERS_EXPORT_URL, useSubscribers } from '../api/subscribers';
import { SubscriberRow } from '../components/subscriber-row';

/** /admin/subscribers: newsletter addresses; export the confirmed ones as CSV, remove one on request (decision 080). */
export default function SubscribersPage() {
  const { t } = useTranslation('adminOperations');
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const q = params.get('q')?.trim() ?? '';
  const subscribers = useSubscribers({ ...(q ? { q } : {}), page: Number.isInteger(page) && page > 0 ? page : 1 });
  const [text, setText] = useState(q);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const urlOf = (to: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) }).toString()}`;

  return (
    <>
      <AdminHeading title={t('subscribers.title')} lead={t('subscribers.lead')} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <form role="search" onSubmit={onSubmit} noValidate className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField label={t('subscribers.search')} type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </div>
          <Button type="submit">{t('subscribers.find')}</Button>
        </form>
        <a
          href={SUBSCRIBERS_EXPORT_URL}
          download
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface"
        >
          {t('subscribers.export')}
        </a>
      </div>
      <div aria-live="polite" aria-busy={subscribers.isFetching}>
        <QueryStatus query={subscribers} loading={t('subscribers.loading')}>
          {(data) => {
            if (data.total === 0)
              return (
                <p role="status" className="text-muted">
                  {q ? t('subscribers.none', { q }) : t('subscribers.empty')}
                </p>
              );
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <div className="flex flex-col gap-4">
                <p role="status" className="text-sm text-muted">
                  {t('subscribers.summary', { total: data.total, page: data.page, pages })}
                </p>
                <div className="overflow-x-auto rounded-2xl border border-line bg-white">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{t('subscribers.caption')}</caption>
                    <thead className="border-b border-line text-muted">
                      <tr>
                        {(['email', 'language', 'state', 'signedUp', 'actions'] as const).map((column) => (
                          <th key={column} scope="col" className="px-4 py-3 font-medium">
                            {t(`subscribers.columns.${column}`)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.subscribers.map((subscriber) => (
                        <SubscriberRow key={subscriber._id} subscriber={subscriber} />
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pagination current={data.page} pages={pages} urlOf={urlOf} />
              </div>
            );
          }}
        </QueryStatus>
      </div>
    </>
  );
}
