import type { TAdminOutboxMessage } from '@app/shared/admin/operations.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { AdminTable } from '../../components/admin-table';
import { useRetryOutboxMessage } from '../api/outbox';

/** What a message is: a mail's template and recipient, else its topic. */
function whatOf(message: TAdminOutboxMessage, t: (key: string, values?: Record<string, string>) => string) {
  if (message.mailTemplate) return t('outbox.mail', { template: message.mailTemplate, to: message.mailTo ?? '' });
  return message.topic;
}

/** The outbox messages of a page: what, where they stand, their last error, and Retry on a failed one. */
export function OutboxTable({ messages }: { messages: TAdminOutboxMessage[] }) {
  const { t } = useTranslation('adminOperations');
  const formatMoment = useFormatMoment();
  const retry = useRetryOutboxMessage();
  const onRetry = async (message: TAdminOutboxMessage) => {
    try {
      await retry.mutateAsync(message._id);
      snackbar.success(t('outbox.retried', { what: whatOf(message, t) }));
    } catch (error) {
      snackbar.error((error as Error).message);
    }
  };
  return (
    <AdminTable
      caption={t('outbox.caption')}
      columns={(['what', 'status', 'created', 'error', 'actions'] as const).map((column) => t(`outbox.columns.${column}`))}
    >
      {messages.map((message) => (
        <tr key={message._id} className="border-b border-line align-top last:border-0">
          <td className="px-4 py-3">
            <span className="block font-semibold text-ink">{whatOf(message, t)}</span>
            <span className="block text-muted">{t('outbox.topic', { topic: message.topic })}</span>
          </td>
          <td className="px-4 py-3">
            {t(`outbox.statuses.${message.status}`)}
            <span className="block text-muted">{t('outbox.attempts', { n: message.attempts })}</span>
            {message.sentAt && <span className="block text-muted">{t('outbox.sentAt', { at: formatMoment(message.sentAt) })}</span>}
          </td>
          <td className="whitespace-nowrap px-4 py-3">{formatMoment(message.createdAt)}</td>
          <td className="max-w-md break-words px-4 py-3 font-mono text-xs">{message.lastError ?? '—'}</td>
          <td className="px-4 py-3">
            {message.status === 'failed' && (
              <Button variant="outline" disabled={retry.isPending} onClick={() => void onRetry(message)}>
                {t('outbox.retry')}
                <span className="sr-only">: {whatOf(message, t)}</span>
              </Button>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
