import type { TAdminInboxEntry } from '@app/shared/admin/inbox.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { useMarkHandled } from '../api/inbox';
import { ReplyForm } from './reply-form';

/** One feedback answer or contact message: who, what about, what they wrote, where it stands; Reply and Mark handled. */
export function InboxEntry({ entry }: { entry: TAdminInboxEntry }) {
  const { t } = useTranslation(['adminOperations', 'feedback', 'contact']);
  const formatMoment = useFormatMoment();
  const handle = useMarkHandled();
  const [replying, setReplying] = useState(false);
  const who = entry.name ?? entry.email ?? t('inbox.anonymous');
  const topic = entry.topic
    ? t(`${entry.kind === 'feedback' ? 'feedback' : 'contact'}:topics.${entry.topic}`, { defaultValue: entry.topic })
    : null;

  const onHandled = async () => {
    try {
      await handle.mutateAsync(entry._id);
      snackbar.success(t('inbox.handledDone', { who }));
    } catch (error) {
      snackbar.error((error as Error).message);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-bold text-ink">{t(`inbox.kinds.${entry.kind}`, { who })}</h2>
        <span className="text-sm text-muted">{formatMoment(entry.createdAt)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {entry.email && (
          <>
            <dt className="text-muted">{t('inbox.email')}</dt>
            <dd>{entry.email}</dd>
          </>
        )}
        {topic && (
          <>
            <dt className="text-muted">{t('inbox.topic')}</dt>
            <dd>{topic}</dd>
          </>
        )}
        {entry.rating !== null && (
          <>
            <dt className="text-muted">{t('inbox.rating')}</dt>
            <dd>{t('inbox.stars', { n: entry.rating })}</dd>
          </>
        )}
      </dl>
      <p className="whitespace-pre-line text-ink">{entry.message}</p>
      {entry.reply && (
        <div className="rounded-lg bg-surface p-3 text-sm">
          <p className="font-semibold text-ink">{t('inbox.yourReply', { at: entry.repliedAt ? formatMoment(entry.repliedAt) : '' })}</p>
          <p className="whitespace-pre-line">{entry.reply}</p>
        </div>
      )}
      <p className="text-sm text-muted" role="status">
        {entry.handledAt ? t('inbox.handledBy', { by: entry.handledBy ?? '', at: formatMoment(entry.handledAt) }) : t('inbox.open')}
      </p>
      {replying && entry.email ? (
        <ReplyForm id={entry._id} to={entry.email} onCancel={() => setReplying(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {entry.email && !entry.repliedAt && (
            <Button variant="outline" onClick={() => setReplying(true)}>
              {t('inbox.reply')}
              <span className="sr-only">: {who}</span>
            </Button>
          )}
          {!entry.handledAt && (
            <Button variant="outline" disabled={handle.isPending} onClick={() => void onHandled()}>
              {t('inbox.markHandled')}
              <span className="sr-only">: {who}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
