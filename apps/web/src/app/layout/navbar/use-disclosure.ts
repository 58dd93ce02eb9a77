import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

const FOCUSABLE = 'a[href], button:not([disabled]), select, summary';

/**
 * A disclosure (button + panel) for site navigation: aria-expanded/aria-controls, Escape closes
 * and returns focus to the button, arrow keys move through the panel, and it closes on an
 * outside click, when focus leaves it, and on navigation.
 */
export function useDisclosure() {
  const location = useLocation();
  // Open "at" a location: navigating anywhere changes location.key, which closes the panel
  // without an effect. Clicking a link to the page already shown is handled by closeOnLink.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  const close = () => setOpenAt(null);
  const show = () => setOpenAt(location.key);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusable(containerRef.current, panelId)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, panelId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (!open) {
      if (event.target !== buttonRef.current || event.key !== 'ArrowDown') return;
      event.preventDefault();
      focusFirstOnOpen.current = true;
      show();
      return;
    }
    const items = focusable(containerRef.current, panelId);
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
    items[next]?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) close();
  };

  return {
    open,
    close,
    containerProps: { ref: containerRef, onKeyDown, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => (open ? close() : show()),
    },
    panelProps: {
      id: panelId,
      hidden: !open,
      // A click on any link inside closes the panel, even when it leads to the page already shown.
      onClick: (event: { target: EventTarget }) => {
        if ((event.target as Element).closest('a')) close();
      },
    },
  };
}

function focusable(container: HTMLElement | null, panelId: string): HTMLElement[] {
  const panel = container?.querySelector(`[id="${panelId}"]`);
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !insideClosedDetails(element)) : [];
}

/** Links inside a closed <details> (the mobile panel's groups) cannot take focus; its summary can. */
function insideClosedDetails(element: HTMLElement): boolean {
  const details = element.closest('details:not([open])');
  return details !== null && !(element.tagName === 'SUMMARY' && element.parentElement === details);
}
