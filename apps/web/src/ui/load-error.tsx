import { useTranslateMessage } from '../lib/i18n/translate-message';
import { Button } from './button';

type LoadErrorProps = {
  title: string;
  /** The server's message (a message key or the spec's English text), translated here. */
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
};

/** Something could not load: what, the server's reason, and a retry. */
export function LoadError({ title, message, retryLabel, retrying, onRetry }: LoadErrorProps) {
  const translate = useTranslateMessage();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-primary-light p-6">
      <p className="font-semibold text-primary-dark">{title}</p>
      <p className="text-sm text-ink">{translate(message)}</p>
      <Button variant="outline" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
