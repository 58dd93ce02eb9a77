import { useState, type KeyboardEvent } from 'react';

/** Which photo is shown, moved with the arrow keys (wrapping), Home and End. */
export function usePhotoIndex(count: number, initial = 0) {
  const [index, setIndex] = useState(initial);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const move = (by: number) => setIndex((current + by + count) % count);

  /** Handles the arrow, Home and End keys; returns the new index when one of them moved. */
  const onArrowKeys = (event: KeyboardEvent): number | undefined => {
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (current + 1) % count;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (current - 1 + count) % count;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    if (next === undefined) return undefined;
    event.preventDefault();
    setIndex(next);
    return next;
  };

  return { index: current, setIndex, next: () => move(1), previous: () => move(-1), onArrowKeys };
}
