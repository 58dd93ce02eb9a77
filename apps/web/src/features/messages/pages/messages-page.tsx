import { CONVERSATION_TABS, type TConversationTab } from '@app/shared/messaging/messaging.schema';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '../../../ui/field';
import { QueryStatus } from '../../../ui/query-status';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationThread } from '../components/conversation-thread';
import { useConversationLink } from '../hooks/use-conversation-link';

const SEARCH_DEBOUNCE_MS = 300;

function readTab(value: string | null): TConversationTab {
  return (CONVERSATION_TABS as readonly string[]).includes(value ?? '') ? (value as TConversationTab) : 'all';
}

/**
 * /dashboard/messages (spec sections 2 and 4): the tabs of conversations with a search, and the
 * current conversation beside them. A link may name a conversation or what it is about (decision 070);
 * otherwise, when conversations arrive, the first with two or more participants becomes current.
 */
export default function MessagesPage() {
  const { t } = useTranslation('messaging');
  useDocumentTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useConversations(tab, q);
  const { starting } = useConversationLink();
  const currentId = params.get('conversation');
  const fromList = list.data?.conversations.find((c) => c._id === currentId);
  const current = useConversation(currentId, fromList);
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = useRef(false);

  const setParam = (name: string, value: string | null, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );

  // Spec: when conversations arrive, the first with two or more participants becomes current.
  const first = list.data?.conversations.find((c) => c.participants.length >= 2)?._id;
  useEffect(() => {
    if (!currentId && !starting && first) setParam('conversation', first, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setParam is rebuilt each render; the inputs are listed.
  }, [currentId, starting, first]);

  // A conversation the person picked takes the focus to its heading (not one made current for them).
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    heading.current?.focus();
  }, [current.data?._id]);

  const open = (id: string) => {
    chosen.current = true;
    if (id === currentId) heading.current?.focus();
    else setParam('conversation', id);
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('page.title')}</h1>
      <div className="grid gap-6 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <div className="flex min-w-0 flex-col gap-3">
          <TextField type="search" label={t('list.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
          <Tabs
            label={t('tabs.label')}
            tabs={CONVERSATION_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
            selected={tab}
            onSelect={(id) => setParam('tab', id === 'all' ? null : id)}
          >
            <div className="max-h-80 overflow-y-auto md:max-h-[70vh]">
              <QueryStatus query={list} loading={t('list.loading')}>
                {(data) =>
                  data.conversations.length === 0 ? (
                    <p className="p-4 text-sm text-muted">{q ? t('list.noMatch', { q }) : t(`list.empty.${tab}`)}</p>
                  ) : (
                    <ConversationList conversations={data.conversations} current={currentId} onOpen={open} />
                  )
                }
              </QueryStatus>
            </div>
          </Tabs>
        </div>
        <div className="min-w-0">
          {starting || (currentId && current.isPending) ? (
            <p role="status" className="flex items-center gap-2 text-muted">
              <Spinner size="sm" />
              {starting ? t('page.starting') : t('page.loadingConversation')}
            </p>
          ) : current.data ? (
            <ConversationThread key={current.data._id} conversation={current.data} headingRef={heading} />
          ) : currentId && current.error ? (
            <p role="alert" className="text-sm text-primary-dark">
              {t('page.notFound')}
            </p>
          ) : (
            <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">{t('page.choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
