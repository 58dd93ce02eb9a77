import { useTranslateMessage } from '../lib/i18n/translate-message';

/** The overall message of a failed submission, in the reader's language. */
export function FormAlert({ message }: { message: string }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-primary/40 bg-primary-light px-4 py-3 text-sm font-medium text-primary-dark">
      {translate(message)}
    </p>
  );
}
