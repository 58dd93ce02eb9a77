import { create } from 'zustand';

/**
 * How many messages the signed-in person has not read, over their conversations except muted ones
 * (issue 21: the navbar's Messages count). The messages feature keeps it current once someone is
 * signed in; here, so the navbar reads it without loading the messages code for visitors.
 */
export const useUnreadMessagesStore = create<{ count: number; openConversation: string | null }>(() => ({
  count: 0,
  openConversation: null,
}));

/** The current count of unread messages. */
export function useUnreadMessagesCount(): number {
  return useUnreadMessagesStore((state) => state.count);
}

/** Sets the count (the messages feature does, from the server's unreadTotal). */
export function setUnreadMessagesCount(count: number) {
  useUnreadMessagesStore.setState({ count });
}

/** The conversation the person has open on the messages page (its new messages are read at once, not counted). */
export function setOpenConversation(id: string | null) {
  useUnreadMessagesStore.setState({ openConversation: id });
}
