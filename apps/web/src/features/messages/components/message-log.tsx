import type { TConversation } from '@app/shared/messaging/messaging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { loadEarlier, type TThread } from '../api/get-messages';
import { useOutgoing, type TOutgoing } from '../outgoing-store';
import { MessageItem } from './message-item';
import { OutgoingItem } from './outgoing-item';

type MessageLogProps = { conversation: TConversation; thread: TThread; onRetry(clientId: string): void };

/**
 * The conversation's messages as a log (screen readers hear new ones politely), oldest first, with
 * the reader's messages on their way at the end; it keeps the newest in sight as they arrive.
 */
export function MessageLog({ conversation, thread, onRetry }: MessageLogProps) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const pending: TOutgoing[] = useOutgoing(conversation._id);
  const end = useRef<HTMLDivElement>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const names = new Map(conversation.participants.map((p) => [p._id, p.name]));
  const newest = thread.messages.at(-1)?._id;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, pending.length]);

  const earlier = async () => {
    setLoadingEarlier(true);
    try {
      await loadEarlier(queryClient, conversation._id);
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <div className="flex min-h-64 flex-col gap-3 overflow-y-auto rounded-xl bg-surface p-3 md:max-h-[60vh]">
      {thread.hasMore && (
        <Button variant="ghost" className="self-center" loading={loadingEarlier} onClick={() => void earlier()}>
          {t('thread.earlier')}
        </Button>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label={t('thread.logLabel', { name: conversation.otherUser?.name ?? t('list.formerMember') })}
      >
        {thread.messages.length === 0 && pending.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted">{t('thread.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {thread.messages.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                mine={message.author === conversation.user}
                authorName={names.get(message.author) ?? t('list.formerMember')}
              />
            ))}
            {pending.map((item) => (
              <OutgoingItem key={item.clientId} item={item} onRetry={onRetry} />
            ))}
          </ol>
        )}
      </div>
      <div ref={end} />
    </div>
  );
}
