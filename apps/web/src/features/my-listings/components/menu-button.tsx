import { Link } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { useMenuButton } from '../hooks/use-menu-button';

/** One entry of a menu: a link to another page, or an action. */
export type MenuEntry = { key: string; label: string; tone?: 'danger' } & ({ to: string } | { onSelect(): void });

type MenuButtonProps = {
  /** The button's visible text ("Actions"). */
  label: string;
  /** Its full name for screen readers ("Actions for 12 Oak Street"); it starts with the visible text. */
  name: string;
  entries: MenuEntry[];
  /** Shows a spinner on the button while one of the actions is under way. */
  busy?: boolean;
};

const ITEM = 'block w-full px-4 py-2.5 text-left text-sm hover:bg-surface focus:bg-surface focus:outline-none';

/** A button that opens a menu of links and actions, usable with the keyboard (see useMenuButton). */
export function MenuButton({ label, name, entries, busy = false }: MenuButtonProps) {
  const menu = useMenuButton();
  return (
    <div className="relative self-start" {...menu.containerProps}>
      <button
        {...menu.buttonProps}
        aria-label={name}
        aria-busy={busy || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-surface"
      >
        {busy && <Spinner size="sm" />}
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${menu.open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        {...menu.menuProps}
        className="absolute right-0 z-20 mt-1 w-56 overflow-hidden rounded-lg border border-line bg-white py-1 shadow-lg"
      >
        {entries.map((entry) => {
          const classes = `${ITEM} ${entry.tone === 'danger' ? 'text-primary-dark' : 'text-ink'}`;
          return (
            <li key={entry.key} role="none">
              {'to' in entry ? (
                <Link to={entry.to} role="menuitem" tabIndex={-1} className={classes} onClick={() => menu.close(false)}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={classes}
                  onClick={() => {
                    menu.close();
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
