import { INBOX_KINDS, type TAdminInboxFilter } from '@app/shared/admin/inbox.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../ui/button';
import { SelectField, TextField } from '../../../../ui/field';
import { Pagination } from '../../../../ui/pagination';
import { QueryStatus } from '../../../../ui/query-status';
import { AdminHeading } from '../../components/admin-heading';
import { useInbox } from '../api/inbox';
import { InboxEntry } from '../components/inbox-entry';

const STATES = ['open', 'handled'] as const;

/** The filter the URL holds: messages still open unless `state=all` or `handled`. */
function filterOf(params: URLSearchParams): TAdminInboxFilter {
  const kind = params.get('kind');
  const state = params.get('state') ?? 'open';
  const page = Number(params.get('page') ?? '1');
  return {
    ...((INBOX_KINDS as readonly string[]).includes(kind ?? '') ? { kind: kind as TAdminInboxFilter['kind'] } : {}),
    ...((STATES as readonly string[]).includes(state) ? { state: state as TAdminInboxFilter['state'] } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /admin/inbox: feedback and contact messages, open ones first; reply by mail, mark handled (decision 080). */
export default function InboxPage() {
  const { t } = useTranslation('adminOperations');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const inbox = useInbox(filter);
  const [form, setForm] = useState({ kind: params.get('kind') ?? '', state: params.get('state') ?? 'open', q: params.get('q') ?? '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')));
  };
  const urlOf = (page: number) => `?${new URLSearchParams({ ...Object.fromEntries(params), page: String(page) }).toString()}`;
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <>
      <AdminHeading title={t('inbox.title')} lead={t('inbox.lead')} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('inbox.filtersLabel')}
        className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-4 sm:items-end"
      >
        <SelectField label={t('inbox.kind')} {...field('kind')}>
          <option value="">{t('inbox.anyKind')}</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`inbox.kindNames.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('inbox.state')} {...field('state')}>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t(`inbox.states.${state}`)}
            </option>
          ))}
          <option value="all">{t('inbox.anyState')}</option>
        </SelectField>
        <TextField label={t('inbox.search')} type="search" {...field('q')} />
        <Button type="submit">{t('inbox.apply')}</Button>
      </form>
      <div aria-live="polite" aria-busy={inbox.isFetching}>
        <QueryStatus query={inbox} loading={t('inbox.loading')}>
          {(data) => {
            if (data.total === 0)
              return (
                <p role="status" className="text-muted">
                  {t('inbox.empty')}
                </p>
              );
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <div className="flex flex-col gap-4">
                <p className="text-sm text-muted">{t('inbox.summary', { total: data.total, page: data.page, pages })}</p>
                <ul className="flex flex-col gap-4">
                  {data.entries.map((entry) => (
                    <InboxEntry key={entry._id} entry={entry} />
                  ))}
                </ul>
                <Pagination current={data.page} pages={pages} urlOf={urlOf} />
              </div>
            );
          }}
        </QueryStatus>
      </div>
    </>
  );
}
