import { useSyncExternalStore } from 'react';
import { useVisitor } from '../lib/visitor/visitor';

/** Phones say so in their user agent; tablets and computers are taken to be wider than any breakpoint here. */
const PHONE = /Mobi|iPhone|iPod|Android.+Mobile/i;

/**
 * Whether the viewport is at least `px` wide, following changes; true where matchMedia is missing
 * (tests, old browsers). A page the server renders (decision 090) cannot know the width: there,
 * and while the browser takes that page over, a phone counts as narrower and anything else as
 * wide, so the layout a phone or a computer first shows does not shift once the app runs.
 */
export function useMinWidth(px: number): boolean {
  const { userAgent } = useVisitor();
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => !PHONE.test(userAgent),
  );
}
