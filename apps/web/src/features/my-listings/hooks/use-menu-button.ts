import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const ITEM = '[role="menuitem"]';

/**
 * A menu button (WAI-ARIA APG): the button opens the menu and focus moves to its first item
 * (Arrow Up: the last); Arrow keys, Home and End move through the items, Escape closes and
 * returns focus to the button, Tab, an outside click or focus leaving close it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const focusLast = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);

  useEffect(() => {
    if (!open) return;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    (focusLast.current ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (last = false) => {
    focusLast.current = last;
    setOpen(true);
  };

  /** Closes the menu; focus goes back to the button unless the person is leaving (a link, Tab). */
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowUp');
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      list[((moves[event.key] ?? 0) + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) setOpen(false);
  };

  return {
    open,
    close,
    containerProps: { ref: containerRef, onBlur },
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => (open ? close() : show()),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', 'aria-labelledby': buttonId, hidden: !open, onKeyDown: onMenuKeyDown },
  };
}
