import type { TConversation } from '@app/shared/messaging/messaging.schema';
import { useTranslation } from 'react-i18next';
import { useReaderLocale } from '../hooks/use-reader-locale';

type ConversationListProps = { conversations: TConversation[]; current: string | null; onOpen(id: string): void };

/** The last message's text as the reader reads it (its translation when there is one). */
function usePreview() {
  const locale = useReaderLocale();
  const { t } = useTranslation('messaging');
  return (conversation: TConversation) => {
    const last = conversation.lastMessage;
    if (!last) return t('list.noMessages');
    const text = (last.language === locale ? undefined : last.translations[locale]) ?? last.body;
    return text || t('attachments.count', { count: last.attachments.length });
  };
}

/** The conversations of a tab: who with, what about, the last message, unread, starred and muted. */
export function ConversationList({ conversations, current, onOpen }: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const { t: to } = useTranslation('orders');
  const preview = usePreview();
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={t('list.label')}>
      {conversations.map((c) => {
        const name = c.otherUser?.name ?? t('list.formerMember');
        const selected = c._id === current;
        return (
          <li key={c._id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onOpen(c._id)}
              className={`flex w-full flex-col items-start gap-0.5 px-3 py-3 text-left hover:bg-surface ${selected ? 'bg-primary-light' : ''}`}
            >
              <span className="flex w-full items-center justify-between gap-2">
                <span className={`truncate text-sm ${c.unread > 0 ? 'font-bold' : 'font-semibold'} text-ink`}>
                  {name}
                  {c.starred && (
                    <span className="ml-1 text-secondary-dark">
                      <span aria-hidden="true">★</span>
                      <span className="sr-only">{t('list.starred')}</span>
                    </span>
                  )}
                  {c.muted && <span className="ml-1 text-xs font-normal text-muted">{t('list.muted')}</span>}
                </span>
                {c.unread > 0 && (
                  <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-white">
                    <span aria-hidden="true">{c.unread}</span>
                    <span className="sr-only">{t('list.unread', { count: c.unread })}</span>
                  </span>
                )}
              </span>
              {c.order && <span className="truncate text-xs text-muted">{to('orderNumber', { number: c.order.orderNumber })}</span>}
              {c.listing && <span className="truncate text-xs text-muted">{c.listing.title}</span>}
              <span className="line-clamp-1 text-sm text-muted">{preview(c)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
