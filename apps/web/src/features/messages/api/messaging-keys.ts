import type { TConversationTab } from '@app/shared/messaging/messaging.schema';

/** Every cache entry of the messages feature starts with this key. */
export const messagingKey = ['messaging'] as const;

/** The cache keys of the messages feature, built in one place so updates and invalidations match the queries. */
export const messagingKeys = {
  lists: () => [...messagingKey, 'conversations'] as const,
  list: (tab: TConversationTab, q: string) => [...messagingKey, 'conversations', tab, q] as const,
  conversation: (id: string) => [...messagingKey, 'conversation', id] as const,
  messages: (conversationId: string) => [...messagingKey, 'messages', conversationId] as const,
  capabilities: () => [...messagingKey, 'capabilities'] as const,
};
