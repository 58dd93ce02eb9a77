import type { TConversation } from '@app/shared/messaging/messaging.schema';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { useSendMessage } from '../hooks/use-send-message';
import { Composer } from './composer';
import { ConversationActions } from './conversation-actions';
import { ListingSummary } from './listing-summary';
import { MessageLog } from './message-log';
import { OrderSummary } from './order-summary';

/** Why the viewer cannot write here: they blocked the other person, or the conversation is closed to them (the same words either way). */
function ClosedNotice({ conversation, name }: { conversation: TConversation; name: string }) {
  const { t } = useTranslation('messaging');
  const { t: tm } = useTranslation('messages');
  return (
    <p role="status" className="rounded-lg border border-line bg-surface p-3 text-sm text-ink">
      {conversation.blocked ? t('thread.youBlocked', { name }) : tm('conversationClosed')}
    </p>
  );
}

type ConversationThreadProps = { conversation: TConversation; headingRef: Ref<HTMLHeadingElement> };

/** One conversation: who with, the viewer's actions, the order and listing it is about, the messages and the composer. */
export function ConversationThread({ conversation, headingRef }: ConversationThreadProps) {
  const { t } = useTranslation('messaging');
  const thread = useOpenConversation(conversation._id);
  const { send, retry } = useSendMessage(conversation._id);
  const name = conversation.otherUser?.name ?? t('list.formerMember');

  return (
    <section aria-labelledby={`conversation-${conversation._id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={`conversation-${conversation._id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-ink focus:outline-none"
        >
          {name}
        </h2>
        <ConversationActions conversation={conversation} />
      </div>
      {conversation.order && <OrderSummary order={conversation.order} />}
      {conversation.listing && <ListingSummary listing={conversation.listing} />}
      <QueryStatus query={thread} loading={t('thread.loading')}>
        {(data) => <MessageLog conversation={conversation} thread={data} onRetry={retry} />}
      </QueryStatus>
      {conversation.canSend ? <Composer onSend={send} /> : <ClosedNotice conversation={conversation} name={name} />}
    </section>
  );
}
