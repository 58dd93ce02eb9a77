import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/** The spec's session-storage key for the Results scroll position. */
export const POSITION_KEY = 'positionY';

type Saved = { url: string; y: number };

function readSaved(): Saved | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(POSITION_KEY) ?? 'null') as Partial<Saved> | null;
    return saved && typeof saved.url === 'string' && typeof saved.y === 'number' ? { url: saved.url, y: saved.y } : null;
  } catch {
    return null;
  }
}

function save(url: string) {
  try {
    sessionStorage.setItem(POSITION_KEY, JSON.stringify({ url, y: Math.round(window.scrollY) }));
  } catch {
    // Storage may be blocked (private mode); Back then starts at the top.
  }
}

/**
 * Keeps the Results scroll position in session storage as positionY, with the search it belongs to,
 * and scrolls back there when the reader returns (Back) to the same search once its results show.
 */
export function useScrollPosition(url: string, ready: boolean) {
  const navigationType = useNavigationType();
  const restored = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(url));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [url]);

  useEffect(() => {
    if (!ready || navigationType !== 'POP' || restored.current === url) return;
    restored.current = url;
    const saved = readSaved();
    if (saved?.url === url && saved.y > 0) window.scrollTo(0, saved.y);
  }, [ready, navigationType, url]);
}
