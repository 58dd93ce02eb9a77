import { identifyMessage } from '@app/shared/messages/messages';
import { useMessageText } from './messages-catalog';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Shows a server or schema message (the spec's English text) in the reader's language,
 * by finding it in the shared catalogue; unknown texts are shown as they are.
 */
export function translateMessage(t: Translate, text: string | undefined): string {
  if (!text) return '';
  const found = identifyMessage(text);
  return found ? t(`messages:${found.key}`, found.params) : text;
}

/**
 * A translator for shared/server messages bound to the current language. It never waits for the
 * messages catalog (loaded after the page's heading): until it is in, a message shows in English.
 */
export function useTranslateMessage() {
  const { text: messageText, ready } = useMessageText();
  return (text: string | undefined) => {
    if (!text) return '';
    const found = ready ? identifyMessage(text) : undefined;
    return found ? messageText(found.key, found.params) : text;
  };
}
