import { useEffect, useRef, type ReactNode } from 'react';
import { CheckIcon } from './icons';

/**
 * A confirmation that replaces the button that was pressed. It is a status region and takes
 * focus, since the pressed button has just gone.
 */
export function StatusNote({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-lg bg-surface p-3 text-sm text-ink focus:outline-none"
    >
      <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
      <div>{children}</div>
    </div>
  );
}
