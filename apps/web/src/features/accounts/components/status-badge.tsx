import { CheckIcon, CrossIcon } from './icons';

/** A yes/no state in words, with an icon that only repeats them. */
export function StatusBadge({ on, children }: { on: boolean; children: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${on ? 'bg-green-50 text-green-800' : 'bg-secondary/30 text-ink'}`}
    >
      {on ? <CheckIcon className="h-3.5 w-3.5" /> : <CrossIcon className="h-3.5 w-3.5" />}
      {children}
    </span>
  );
}
