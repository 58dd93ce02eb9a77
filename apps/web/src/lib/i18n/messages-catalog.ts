import { formatMessage, type MessageKey, type MessageParams } from '@app/shared/messages/messages';
import type { i18n as I18n } from 'i18next';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPageHeading } from '../first-paint/after-heading';

/**
 * The `messages` namespace: every text the server or a shared schema can produce (about 6 KB
 * gzipped per language). A page needs none of them to paint, so the catalog loads after the
 * page's heading (decision 085); until then those texts show in the spec's English words.
 */
export const MESSAGES_NS = 'messages';

/** Loads the messages catalog once the first page has painted; a language chosen later loads it with the rest. */
export function loadMessagesAfterPaint(instance: I18n) {
  afterPageHeading(() => void instance.loadNamespaces(MESSAGES_NS));
}

const CATALOG_EVENTS = ['loaded', 'languageChanged'] as const;

/** Whether the messages catalog of the current language is in, re-rendering when it arrives. */
function useMessagesReady(instance: I18n) {
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const event of CATALOG_EVENTS) instance.on(event, changed);
      instance.store.on('added', changed);
      return () => {
        for (const event of CATALOG_EVENTS) instance.off(event, changed);
        instance.store.off('added', changed);
      };
    },
    [instance],
  );
  // A page rendered on the server paints before the catalog loads: English, as in the browser until then.
  return useSyncExternalStore(
    subscribe,
    () => instance.hasLoadedNamespace(MESSAGES_NS),
    () => false,
  );
}

/**
 * A message of the shared catalogue by key, in the reader's language once the messages catalog is
 * in, in English before that. Never waits for the catalog, so it can be used on a page's first paint.
 */
export function useMessageText() {
  const { i18n } = useTranslation();
  const ready = useMessagesReady(i18n);
  const text = useCallback(
    (key: MessageKey, params?: MessageParams) => (ready ? i18n.t(`${MESSAGES_NS}:${key}`, params) : formatMessage(key, params)),
    [i18n, ready],
  );
  return { text, ready };
}
