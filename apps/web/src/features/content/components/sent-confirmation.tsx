import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button';

type SentConfirmationProps = {
  title: string;
  body: string;
  againLabel: string;
  onAgain(): void;
};

/**
 * What a form turns into once sent. It is a status region and takes focus, because the
 * button that was pressed has just disappeared and focus would otherwise fall to the page.
 */
export function SentConfirmation({ title, body, againLabel, onAgain }: SentConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6 focus:outline-none"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-primary" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="text-ink/90">{body}</p>
      <Button variant="outline" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
