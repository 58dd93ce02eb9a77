import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab<Id extends string> = { id: Id; label: string };

type TabsProps<Id extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  /** The selected tab's panel; only it is rendered. */
  children: ReactNode;
};

/**
 * Tabs as an ARIA tablist: one tab stop, arrow keys, Home and End move and select, and the
 * selected panel labelled by its tab. The caller holds the selection (state or the URL). With a
 * single tab there is nothing to switch: the panel shows without a tab list.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const switcher = tabs.length > 1;
  const firstId = tabs[0]?.id;

  // On a narrow screen the tab list scrolls sideways: keep the selected tab in sight (a tool
  // opened by a link may be the last one). The list scrolls alone; the page stays where it is.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab) return;
    // The first tab is in sight at the start: no need to measure (which would lay the page out early).
    if (firstId === selected) {
      list.scrollLeft = 0;
      return;
    }
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = tab.offsetLeft;
  }, [selected, firstId]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === selected);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <>
      {switcher && (
        <div ref={listRef} role="tablist" aria-label={label} className="relative flex gap-1 overflow-x-auto border-b border-line">
          {tabs.map((tab) => {
            const active = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) refs.current.set(tab.id, node);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                aria-selected={active}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={active ? 0 : -1}
                onClick={() => onSelect(tab.id)}
                onKeyDown={onKeyDown}
                className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-4 text-sm font-semibold ${active ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      )}
      <div
        role={switcher ? 'tabpanel' : undefined}
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={switcher ? `${baseId}-tab-${selected}` : undefined}
      >
        {children}
      </div>
    </>
  );
}
