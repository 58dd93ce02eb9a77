import type { ButtonHTMLAttributes } from 'react';

const ICONS = {
  save: 'M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z',
  hide: 'M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.6 6.6C4.5 8 3 10 2 12c1 2.5 5 7 10 7 1.9 0 3.6-.6 5-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2',
  share: 'M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13',
} as const;

type ActionButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { icon: keyof typeof ICONS; label: string; filled?: boolean };

/** A compact action with an icon and its name (under the icon on phones, beside it from md). */
export function ActionButton({ icon, label, filled = false, className = '', ...rest }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-xs font-semibold text-ink hover:bg-surface md:flex-row md:gap-2 md:border md:border-line md:px-3 md:text-sm ${className}`}
      {...rest}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`h-5 w-5 ${filled ? 'text-primary' : ''}`}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[icon]} />
      </svg>
      {label}
    </button>
  );
}
