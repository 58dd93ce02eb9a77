import { identifyMessage } from '@app/shared/messages/messages';
import { useTranslation } from 'react-i18next';

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

/** A translator for shared/server messages bound to the current language. */
export function useTranslateMessage() {
  const { t } = useTranslation('messages');
  return (text: string | undefined) => translateMessage(t as Translate, text);
}
