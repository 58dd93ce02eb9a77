import { create } from 'zustand';

/** A message the person sent that the server has not stored yet: on its way, or refused (kept to try again). */
export type TOutgoing = {
  clientId: string;
  conversation: string;
  body: string;
  attachmentIds: string[];
  state: 'sending' | 'failed';
  /** Why it failed, already in the reader's language (null while sending). */
  reason: string | null;
};

type OutgoingState = { items: TOutgoing[] };

/**
 * Messages on their way, per page. A failed one keeps its text and id, so a retry sends the same
 * clientId and the server never stores it twice; it leaves once the server's copy arrives.
 */
export const useOutgoingStore = create<OutgoingState>(() => ({ items: [] }));

export const outgoing = {
  add(item: Omit<TOutgoing, 'state' | 'reason'>) {
    useOutgoingStore.setState((s) => ({ items: [...s.items, { ...item, state: 'sending', reason: null }] }));
  },
  sending(clientId: string) {
    useOutgoingStore.setState((s) => ({
      items: s.items.map((i) => (i.clientId === clientId ? { ...i, state: 'sending', reason: null } : i)),
    }));
  },
  failed(clientId: string, reason: string) {
    useOutgoingStore.setState((s) => ({ items: s.items.map((i) => (i.clientId === clientId ? { ...i, state: 'failed', reason } : i)) }));
  },
  /** The server stored it: the stored message shows instead. */
  stored(clientId: string | null) {
    if (clientId) useOutgoingStore.setState((s) => ({ items: s.items.filter((i) => i.clientId !== clientId) }));
  },
  get(clientId: string) {
    return useOutgoingStore.getState().items.find((i) => i.clientId === clientId);
  },
  clear() {
    useOutgoingStore.setState({ items: [] });
  },
};

/** One conversation's messages on their way, oldest first. */
export function useOutgoing(conversationId: string): TOutgoing[] {
  const items = useOutgoingStore((s) => s.items);
  return items.filter((i) => i.conversation === conversationId);
}
