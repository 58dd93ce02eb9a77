import { useTranslation } from 'react-i18next';
import type { TOutgoing } from '../outgoing-store';
import { MessageText } from './message-text';

/**
 * A message of the reader's that the server has not stored: "Sending…", or refused with
 * 'Failed to send. Click to try again' (and the reason when it says more); the text stays.
 */
export function OutgoingItem({ item, onRetry }: { item: TOutgoing; onRetry(clientId: string): void }) {
  const { t } = useTranslation('messaging');
  const { t: tm } = useTranslation('messages');
  return (
    <li className="flex justify-end">
      <article aria-label={t('thread.fromYou')} className="max-w-[85%] rounded-2xl bg-primary-light/60 px-4 py-2 text-sm text-ink">
        {item.body && <MessageText text={item.body} />}
        {item.attachmentIds.length > 0 && (
          <p className="text-xs text-muted">{t('attachments.count', { count: item.attachmentIds.length })}</p>
        )}
        {item.state === 'sending' ? (
          <p className="mt-1 text-xs text-muted">{t('status.sending')}</p>
        ) : (
          <div className="mt-1 flex flex-col items-end gap-1">
            {item.reason && <p className="text-xs text-primary-dark">{item.reason}</p>}
            <button
              type="button"
              onClick={() => onRetry(item.clientId)}
              className="min-h-8 text-xs font-semibold text-primary-dark underline underline-offset-2"
            >
              {tm('failedToSend')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
