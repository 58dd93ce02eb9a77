import type { ReactNode } from 'react';
import { ChevronIcon } from './chevron-icon';
import { useDisclosure } from './use-disclosure';

type DisclosureMenuProps = {
  /** The button's content (text, or an avatar plus a name). */
  label: ReactNode;
  /** An accessible name when the visible label is not enough. */
  ariaLabel?: string;
  /** The menu's <li> items. */
  children: ReactNode;
  align?: 'start' | 'end';
};

/**
 * A desktop navbar menu: a button that shows a list of links (the disclosure pattern, which
 * suits site navigation better than role="menu"). Keyboard and closing rules: useDisclosure.
 */
export function DisclosureMenu({ label, ariaLabel, children, align = 'start' }: DisclosureMenuProps) {
  const { open, containerProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="relative" {...containerProps}>
      <button
        {...buttonProps}
        aria-label={ariaLabel}
        className={`flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm font-medium hover:text-primary ${open ? 'text-primary' : 'text-ink'}`}
      >
        {label}
        <ChevronIcon open={open} />
      </button>
      <div
        {...panelProps}
        className={`absolute top-full z-40 mt-1 min-w-56 rounded-xl border border-line bg-white p-2 shadow-lg ${align === 'end' ? 'right-0' : 'left-0'}`}
      >
        <ul className="flex flex-col">{children}</ul>
      </div>
    </div>
  );
}
