import { optionIds } from './options';

/** Tabs of the messages page. */
export const MESSAGE_TABS = [
  { id: 'all', label: 'All' },
  { id: 'unread', label: 'Unread' },
  { id: 'archived', label: 'Archived' },
  { id: 'starred', label: 'Starred' },
  { id: 'listings', label: 'Listings' },
] as const;
export type TMessageTabId = (typeof MESSAGE_TABS)[number]['id'];
/** The ids of MESSAGE_TABS, as a non-empty tuple for z.enum. */
export const MESSAGE_TAB_IDS = optionIds(MESSAGE_TABS);
